/**
 * Registry of in-flight requests keyed by method and URL: a newer request with the same method and URL cancels
 * the earlier one while it is still pending.
 */
export class PendingRequests {
  private readonly pending = new Map<string, () => void>();

  /**
   * Registers a request; cancels the earlier request with the same key, if any.
   * Returns the release function to call once the request settles.
   */
  claim(key: string, cancel: () => void): () => void {
    const earlier = this.pending.get(key);
    if (earlier) earlier();
    this.pending.set(key, cancel);
    return () => {
      // A newer request may own the key by now; only release our own entry.
      if (this.pending.get(key) === cancel) this.pending.delete(key);
    };
  }

  get size(): number {
    return this.pending.size;
  }
}

export function requestKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
