/**
 * The share target's action, as the manifest declares it: the service worker takes the POST there, the chooser
 * page lives at the same path, and the server answers a share that reached it instead.
 */
export const SHARE_TARGET_PATH = '/ai/share';
