/**
 * Marks the elements a click on which never opens the early login: the sign-in surfaces (the header's Log in
 * button) and anything else that must stay usable before sign-in. The product has no consent box of its own.
 * Its own file, so the header marks its button without loading the early-login code.
 */
export const LOGIN_EXEMPT_ATTRIBUTE = 'data-login-exempt';
/** Spread on an exempt element: `<button {...LOGIN_EXEMPT}>`. */
export const LOGIN_EXEMPT = { [LOGIN_EXEMPT_ATTRIBUTE]: '' } as const;
