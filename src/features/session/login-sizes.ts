/** Login dialog sizes (spec commerce §2 Login dialog). */
export const LOGIN_FRAME = { width: 400, height: 604 } as const;
export const LOGIN_POPUP = { width: 500, height: 650 } as const;
