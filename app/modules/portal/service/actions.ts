import { createAction } from '../../../store/action';
import type { Locale } from '../../../i18n';

/**
 * The customer service's actions beyond the generic reads and writes: a password change (the
 * saga encrypts both passwords before the write) and what follows a saved profile.
 */

/** Change the signed-in user's password; the write's outcome is kept under `writeId`. */
export const passwordChangeRequested = createAction<{
  writeId: string;
  original: string;
  password: string;
}>('service/changePassword');

/**
 * The profile saved under `writeId` (its answer is the current user): the header, the
 * language and every page's dates follow it.
 */
export const profileSaved = createAction<{ writeId: string; language: Locale | null }>(
  'service/profileSaved',
);
