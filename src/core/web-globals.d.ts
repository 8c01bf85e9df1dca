/**
 * The few web APIs core uses that browsers, service workers and Node all provide, declared as narrowly as core
 * needs them: core's lib is plain ECMAScript, so anything DOM- or Node-only fails the type check here.
 */

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  decode(input?: Uint8Array): string;
}

declare function btoa(data: string): string;
declare function atob(data: string): string;

declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  has(name: string): boolean;
  delete(name: string): void;
  set(name: string, value: string): void;
  toString(): string;
}

/** Web Crypto: random bytes and SHA-256 (the sign-in attempt's secrets and their PKCE challenge). */
declare const crypto: {
  getRandomValues<T extends Uint8Array>(array: T): T;
  subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
};
