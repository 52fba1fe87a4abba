import type en_US from './en_US';

/** The shape every locale's messages must have: that of the English file. */
export type Messages = typeof en_US;

type Join<K, P> = K extends string | number ? (P extends string ? `${K}.${P}` : never) : never;

type Leaves<T> = T extends string
  ? never
  : {
      [K in keyof T]: T[K] extends string ? `${K & (string | number)}` : Join<K, Leaves<T[K]>>;
    }[keyof T];

/** Every message key, dotted (`exception.404`), derived from the English file. */
export type MessageKey = Leaves<Messages>;

/** Locales the product ships. */
export type Locale = 'en_US' | 'zh_CN';
