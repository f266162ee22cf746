/**
 * Header every state-changing API request carries (the typed client always sends it). A cross-site page cannot
 * add a custom header without a CORS preflight, which the server never approves: that is the CSRF defence.
 */
export const CSRF_HEADER = 'x-tcg-csrf';
/** Its value (constant: the protection is the header's presence, not a secret). */
export const CSRF_HEADER_VALUE = '1';
