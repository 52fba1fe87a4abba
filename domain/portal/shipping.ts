/**
 * The limits of a batch's shipping information, as data: the wizard's form checks them and the
 * server's draft route refuses anything outside them, so both say the same.
 */

/** Storage conditions a batch may travel in. */
export const STORAGE_OPTIONS = ['Dry ice', 'Ice packs', 'Room temperature'] as const;

/** Longest text of each free-text shipping field. */
export const SHIPPING_TEXT_MAX = { courier: 100, trackingNo: 100, senderContact: 200 } as const;

/** Fewest and most boxes a batch travels in. */
export const BOX_COUNT = { min: 1, max: 999 } as const;

/** A shipping date as the server stores it. */
export const SHIPPING_DATE = /^\d{4}-\d{2}-\d{2}$/;
