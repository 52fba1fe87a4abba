/** English messages of the portal's wizard pages (`portal.wizard.*`). */
export const WIZARD_MESSAGES_EN = {
  title: '',
};

/** Simplified Chinese messages of the portal's wizard pages. */
export const WIZARD_MESSAGES_ZH: typeof WIZARD_MESSAGES_EN = {
  title: '',
};
