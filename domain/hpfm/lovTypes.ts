import { text } from '../engine/text';

/** Kinds of value list: its own values (IDP) or rows read from a URL. */
export const LOV_TYPES = [
  { value: 'IDP', label: text('Independent values', '独立值集') },
  { value: 'URL', label: text('URL', 'URL 值集') },
] as const;
