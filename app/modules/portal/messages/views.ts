/** English messages of the portal's views pages (`portal.views.*`). */
export const VIEWS_MESSAGES_EN = {
  title: '',
};

/** Simplified Chinese messages of the portal's views pages. */
export const VIEWS_MESSAGES_ZH: typeof VIEWS_MESSAGES_EN = {
  title: '',
};
