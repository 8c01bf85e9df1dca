/** Messages to the page that embeds this app, if any (login and logout notify it). */
export function notifyHostFrame(message: Record<string, unknown>): void {
  if (window.parent === window) return;
  try {
    window.parent.postMessage({ source: 'mi-app', ...message }, '*');
  } catch {
    // a detached or cross-origin parent that refuses messages: nothing to tell
  }
}

export interface HostMessage {
  action?: string;
  token?: string;
}

/** Only messages from our embedding parent count as host-frame messages. */
export function isHostMessage(event: MessageEvent): event is MessageEvent<HostMessage> {
  return (
    window.parent !== window &&
    event.source === window.parent &&
    typeof event.data === 'object' &&
    event.data !== null
  );
}
