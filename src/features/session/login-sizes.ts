/** Login dialog sizes: the embedded frame, and the popup window used when third-party cookies are blocked. */
export const LOGIN_FRAME = { width: 400, height: 604 } as const;
export const LOGIN_POPUP = { width: 500, height: 650 } as const;
