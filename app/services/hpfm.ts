import type { UiConfig } from '../../domain/resources/hpfm/config';
import { request } from './request';

export type { UiConfig } from '../../domain/resources/hpfm/config';

/** `GET` a static text by code and language: the text, or 204 when there is none. */
export const STATIC_TEXT_PATH = '/hpfm/v1[/{tenantId}]/static-texts/text/by-code/nullable';
/** `GET` the value of a profile for the signed-in user, as text (HZERO's path, site form only). */
export const PROFILE_VALUE_PATH = '/hpfm/v1/profile-value';
/** `GET` the system configuration the app shows (readable signed out). */
export const UI_CONFIG_PATH = '/hpfm/v1[/{tenantId}]/config/ui';

/** `GET` a value-list view by `viewCode` (HZERO's `queryLov`). */
export const LOV_VIEW_PATH = '/hpfm/v1[/{tenantId}]/lov-view/info';

/** The profile giving the rows per page a list page opens with. */
export const PAGE_SIZE_PROFILE = 'HPFM.LIST.PAGE_SIZE';
/** The profile giving the idle minutes after which the app signs the user out (0: never). */
export const IDLE_MINUTES_PROFILE = 'HIAM.SESSION.IDLE_MINUTES';

/** A static text as the server answers it; `text` is HTML from the server's allow-list. */
export interface StaticText {
  textCode: string;
  title: string;
  text: string;
}

/** The static text `textCode` in `lang`; undefined when there is none (204). */
export const fetchStaticText = (textCode: string, lang: string) =>
  request<StaticText | undefined>(STATIC_TEXT_PATH, { query: { textCode, lang } });

/** The value of the profile `profileName` for the signed-in user (empty when none applies). */
export const fetchProfileValue = (profileName: string) =>
  request<string | undefined>(PROFILE_VALUE_PATH, { query: { profileName }, responseType: 'text' });

/** The system configuration, its title in `lang` (the server's default language without). */
export const fetchUiConfig = (lang?: string) =>
  request<UiConfig>(UI_CONFIG_PATH, { query: { lang } });

/** What a value-list view says about where its rows are and which of their fields to use. */
export interface LovViewSource {
  viewCode: string;
  /** A path template, possibly with a query (`/hpfm/v1[/{tenantId}]/lovs/data?lovCode=X`). */
  queryUrl: string;
  valueField: string;
  displayField: string;
}

/** `GET /hpfm/v1[/{tenantId}]/lov-view/info?viewCode`: a value-list view. */
export const fetchLovView = (viewCode: string) =>
  request<LovViewSource>(LOV_VIEW_PATH, { query: { viewCode } });

/** One row a view's query URL answers. */
export type LovRow = Record<string, unknown>;

/**
 * `GET` a view's query URL (HZERO's `queryLovData`): the query the URL carries plus `query`;
 * a plain list or a page of rows, as the URL answers.
 */
export const fetchLovRows = (queryUrl: string, query: Record<string, string | number>) => {
  const [path = '', search = ''] = queryUrl.split('?');
  return request<LovRow[] | { content: LovRow[] }>(path, {
    query: { ...Object.fromEntries(new URLSearchParams(search)), ...query },
  });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` as a static text, or null when it is not one (an absent text, a foreign answer). */
export function staticTextOf(data: unknown): StaticText | null {
  if (!isRecord(data) || typeof data.text !== 'string') return null;
  return data as unknown as StaticText;
}

/** `data` as a profile value's text, or null when no value applies (an empty answer). */
export function profileValueOf(data: unknown): string | null {
  return typeof data === 'string' && data !== '' ? data : null;
}

/** `data` as the system configuration, or null when it is not one. */
export function uiConfigOf(data: unknown): UiConfig | null {
  if (!isRecord(data) || typeof data.title !== 'string') return null;
  return data as unknown as UiConfig;
}
