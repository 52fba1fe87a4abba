/** English messages of the portal's staff pages (`portal.staff.*`). */
export const STAFF_MESSAGES_EN = {
  title: '',
};

/** Simplified Chinese messages of the portal's staff pages. */
export const STAFF_MESSAGES_ZH: typeof STAFF_MESSAGES_EN = {
  title: '',
};
