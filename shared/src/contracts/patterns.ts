// Regular expressions of docs/product.md §5; every form and the API test values against these.
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,128}$/;
/**
 * Word characters with optional dot or dash, @, domain, 2-3 character suffix. The same language as the old
 * client's /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/, written so that no input can be split two ways:
 * that one backtracks exponentially, and one 40-character value without '@' froze the API's event loop (ReDoS).
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/;
export const DIGITS_PATTERN = /^\d+$/;
/** Italian fiscal code of a person (16 characters) or of a company (11 digits). */
export const FISCAL_CODE_PATTERN = /^([A-Za-z]{6}\d{2}[A-Za-z]\d{2}[A-Za-z]\d{3}[A-Za-z]|\d{11})$/;
export const VAT_PATTERN = /^[A-Za-z]{0,2}[0-9A-Za-z]{8,13}$/;
/** Codice destinatario for Italian e-invoicing: 7 letters or digits (6 for public bodies). */
export const SDI_PATTERN = /^[A-Za-z0-9]{6,7}$/;
export const NON_BLANK_PATTERN = /\S/;
/**
 * Bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069): invisible, they make a
 * company name or an address display as something else, so names and addresses refuse them.
 */
export const BIDI_CONTROL_PATTERN = /[\u202A-\u202E\u2066-\u2069]/;
/** Country code: starts with two letters. */
export const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}[A-Za-z0-9]*$/;
