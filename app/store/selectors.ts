import { createSelector } from 'reselect';
import { createTranslator } from '../i18n';
import type { RootState } from './reducer';

/** The current language and its translator. */
export const selectI18n = createSelector(
  [(state: RootState) => state.global.language, (state: RootState) => state.global.messages],
  (locale, messages) => ({ locale, t: createTranslator(locale, messages) }),
);

/** The session's state. */
export const selectSession = (state: RootState) => state.session;

/** The signed-in user, or null. */
export const selectCurrentUser = (state: RootState) => state.user.currentUser;

/** Whether the current role is tenant-scoped (every role but a site-level one). */
export const selectTenantScoped = (state: RootState) =>
  !!state.user.currentUser && state.user.currentUser.currentRoleLevel !== 'site';
