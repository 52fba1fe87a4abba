// loki screenshots `#storybook-root > *` by default. Dialogs and menus render in portals outside
// the story root, so stories that show one open capture it instead.

/** Story parameters: screenshot the open dialog. */
export const CAPTURE_DIALOG = { loki: { chromeSelector: '[role="dialog"], [role="alertdialog"]' } };

/** Story parameters: screenshot the open menu. */
export const CAPTURE_MENU = { loki: { chromeSelector: '[role="menu"]' } };
