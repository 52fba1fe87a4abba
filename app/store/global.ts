import type { UnknownAction } from 'redux';
import type { Locale, MessageTree } from '../i18n';
import en_US from '../i18n/en_US';
import { createAction } from './action';

/** The shell's state (SPEC.md section 3, Global state); grows with the shell. */
export interface GlobalState {
  language: Locale;
  messages: MessageTree;
  supportLanguage: { code: Locale; name: string }[];
}

/** Asks for a language: its messages are loaded (once) and it becomes current. */
export const changeLanguage = createAction<Locale, 'global/changeLanguage'>(
  'global/changeLanguage',
);
/** A language's messages are loaded and it is current. */
export const languageChanged = createAction<{ language: Locale; messages: MessageTree }>(
  'global/languageChanged',
);

/** The languages the server offers (those the app ships messages for). */
export const supportLanguageLoaded = createAction<{ code: Locale; name: string }[]>(
  'global/supportLanguageLoaded',
);

const initialState: GlobalState = {
  language: 'en_US',
  messages: en_US,
  supportLanguage: [
    { code: 'en_US', name: 'English' },
    { code: 'zh_CN', name: '简体中文' },
  ],
};

/** Reducer of {@link GlobalState}. */
export function globalReducer(
  state: GlobalState = initialState,
  action: UnknownAction,
): GlobalState {
  if (languageChanged.match(action)) {
    return { ...state, language: action.payload.language, messages: action.payload.messages };
  }
  if (supportLanguageLoaded.match(action)) return { ...state, supportLanguage: action.payload };
  return state;
}
