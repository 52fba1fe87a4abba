import { createAction } from '../../../store/action';

/**
 * The customer service's actions beyond the generic reads and writes: a password change (the
 * saga encrypts both passwords before the write) and a profile save (one PUT per setting).
 */

/** Change the signed-in user's password; the write's outcome is kept under `writeId`. */
export const passwordChangeRequested = createAction<{
  writeId: string;
  original: string;
  password: string;
}>('service/changePassword');

/** What the profile form edits. */
export interface ProfileValues {
  realName: string;
  email: string;
  phone: string;
  language: string;
  timeZone: string;
}

/**
 * Save the profile as typed, its outcome kept under `writeId`: each setting that changed goes
 * to its own PUT (HZERO's one per setting), stopping at the first refusal; then the header, the
 * language and every page's dates follow the saved user.
 */
export const profileSaveRequested = createAction<{ writeId: string; values: ProfileValues }>(
  'service/profileSave',
);
