/**
 * The page a silent sign-in comes back to (`public/silent-sign-in.html`, empty): the app asks
 * the OAuth server for the browser's session in a hidden frame that ends there, and reads the
 * answer from the frame's address. The one page of the app that its own origin may frame.
 */
export const SILENT_SIGN_IN_PAGE = '/silent-sign-in.html';
