import type { HADM_MESSAGE_PART } from '../modules/hadm/messages/hadm';
import type { HIAM_MESSAGE_PART } from '../modules/hiam/messages';
import type { HIMP_MESSAGE_PART } from '../modules/himp/messages';
import type { HMSG_MESSAGE_PART } from '../modules/hmsg/messages';
import type { PORTAL_MESSAGES_EN } from '../modules/portal/messages/part';
import type en_US from './en_US';

/** The messages every page may use, loaded with the app: the shape of the English file. */
export type CoreMessages = typeof en_US;

/**
 * Every message of the app: the core's and those of the parts that load with their pages (the
 * portal's, service governance's, identity's, messaging's and the data import's; see `addMessagePart`). Only the
 * types are imported here, nothing of the parts.
 */
export type Messages = CoreMessages &
  typeof PORTAL_MESSAGES_EN &
  (typeof HADM_MESSAGE_PART)['en_US'] &
  (typeof HIAM_MESSAGE_PART)['en_US'] &
  (typeof HMSG_MESSAGE_PART)['en_US'] &
  (typeof HIMP_MESSAGE_PART)['en_US'];

type Join<K, P> = K extends string | number ? (P extends string ? `${K}.${P}` : never) : never;

type Leaves<T> = T extends string
  ? never
  : {
      [K in keyof T]: T[K] extends string ? `${K & (string | number)}` : Join<K, Leaves<T[K]>>;
    }[keyof T];

/** Every message key, dotted (`exception.404`), derived from the English files. */
export type MessageKey = Leaves<Messages>;

/** Locales the product ships. */
export type Locale = 'en_US' | 'zh_CN';
