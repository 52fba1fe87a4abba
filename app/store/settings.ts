/**
 * What the platform's settings (hpfm static texts, profiles and the system configuration) say,
 * read through the cached reads of {@link ./resources}: the actions that ask for them and the
 * selectors over the cache. Nothing here has a slice of its own.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../design-system';
import type { Locale } from '../i18n';
import {
  IDLE_MINUTES_PROFILE,
  PAGE_SIZE_PROFILE,
  PROFILE_VALUE_PATH,
  STATIC_TEXT_PATH,
  UI_CONFIG_PATH,
  profileValueOf,
  staticTextOf,
  uiConfigOf,
  type StaticText,
  type UiConfig,
} from '../services/hpfm';
import { createAction } from './action';
import type { RootState } from './reducer';
import { readKey, selectRead } from './resources';

/** Read the static text `textCode` in `lang` (once; an admin's edit forgets it). */
export const staticTextRequested = createAction<{ textCode: string; lang: Locale }>(
  'settings/staticTextRequested',
);

/**
 * A page shown before sign-in opened: read the system configuration and, while nobody is
 * signed in, take the browser's language, else the configuration's default language.
 */
export const publicSettingsRequested = createAction('settings/publicRequested');

/** The cache key of a static text. */
export const staticTextKey = (textCode: string, lang: Locale): string =>
  readKey(STATIC_TEXT_PATH, { textCode, lang });

/** The cache key of a profile's value. */
export const profileValueKey = (profileName: string): string =>
  readKey(PROFILE_VALUE_PATH, { profileName });

/** The cache key of the system configuration in `lang` (the server's default without). */
export const uiConfigKey = (lang?: Locale): string => readKey(UI_CONFIG_PATH, { lang });

/**
 * The static text `textCode` in `lang`: undefined before it is read, null when there is none
 * (or the answer is not a text), else the text.
 */
export function selectStaticText(
  state: RootState,
  textCode: string,
  lang: Locale,
): StaticText | null | undefined {
  const entry = selectRead(state, staticTextKey(textCode, lang));
  if (!entry || (entry.status === 'loading' && entry.data === undefined)) return undefined;
  return staticTextOf(entry.data);
}

/** The value of the profile `profileName` for the user, or null when none is known. */
export const selectProfileValue = (state: RootState, profileName: string): string | null =>
  profileValueOf(selectRead(state, profileValueKey(profileName))?.data);

/**
 * The rows per page a list page opens with: the profile `HPFM.LIST.PAGE_SIZE` when it is one
 * of the table's page sizes, else the table's default.
 */
export function selectFirstPageSize(state: RootState): number {
  const size = Number(selectProfileValue(state, PAGE_SIZE_PROFILE));
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** Idle minutes after which the user is signed out (profile `HIAM.SESSION.IDLE_MINUTES`); 0: never. */
export function selectIdleMinutes(state: RootState): number {
  const minutes = Number(selectProfileValue(state, IDLE_MINUTES_PROFILE));
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

/**
 * The system configuration: as read in the current language, else as last read in another
 * (while the current language's is on its way), else null before any is read.
 */
export function selectUiConfig(state: RootState): UiConfig | null {
  const current = uiConfigOf(selectRead(state, uiConfigKey(state.global.language))?.data);
  if (current) return current;
  for (const [key, entry] of Object.entries(state.resources.reads)) {
    if (key !== UI_CONFIG_PATH && !key.startsWith(`${UI_CONFIG_PATH}?`)) continue;
    const config = uiConfigOf(entry.data);
    if (config) return config;
  }
  return null;
}

/** The product's name as the system configuration titles it, or null before it is read. */
export const selectProductName = (state: RootState): string | null =>
  selectUiConfig(state)?.title || null;
