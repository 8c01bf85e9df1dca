/** The Stripe store's own routes (only registered with STORE_MODE=stripe). */
export const STRIPE_SESSION_PATH = '/store/stripe/session';
export const STRIPE_RETURN_PATH = '/store/stripe/return';
/** The endpoint to give Stripe's dashboard for the checkout.session.completed events. */
export const STRIPE_WEBHOOK_PATH = '/store/stripe/webhook';
