/**
 * Links of the account panel's action list. The spec names the entries but not their addresses: the brand's
 * (media.io) community and legal pages.
 */
export const DISCORD_URL = 'https://discord.gg/mediaio';
export const TERMS_URL = 'https://www.media.io/terms-and-conditions.html';
export const PRIVACY_URL = 'https://www.media.io/privacy-policy.html';
