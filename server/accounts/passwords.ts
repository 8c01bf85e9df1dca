import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation: N = 2^17, r = 8, p = 1 (128 MiB and a few hundred ms per hash). */
export const DEFAULT_SCRYPT_LOG2_N = 17;

/** The cost of new hashes for N = 2^log2N (PASSWORD_SCRYPT_LOG2_N; tests lower it to stay fast). */
export function scryptCost(log2N = DEFAULT_SCRYPT_LOG2_N): ScryptCost {
  return { N: 2 ** log2N, r: 8, p: 1 };
}

/**
 * scrypt needs 128·N·r bytes; Node refuses more than `maxmem` (32 MiB by default, less than N = 2^17 needs), so
 * the cap is set from the cost itself, with room to spare.
 */
function derive(password: string, salt: Buffer, keylen: number, cost: ScryptCost): Promise<Buffer> {
  return scrypt(password, salt, keylen, { ...cost, maxmem: 2 * 128 * cost.N * cost.r * cost.p });
}

/** A salted scrypt hash stored as `scrypt$N$r$p$salt$key`: the cost travels with it, so it can rise later. */
export async function hashPassword(password: string, cost: ScryptCost = scryptCost()): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The cost a stored hash was made with, or undefined when it is not one of ours. */
function storedCost(stored: string): ScryptCost | undefined {
  const [kind, n, r, p] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (kind !== 'scrypt' || !Object.values(cost).every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return cost;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = storedCost(stored);
  const [, , , , salt, key] = stored.split('$');
  if (!cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, cost);
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash made at another cost than today's is replaced at the next successful login (rehash on login). */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const old = storedCost(stored);
  return !old || old.N !== cost.N || old.r !== cost.r || old.p !== cost.p;
}

/**
 * Hashed once per cost, compared against when the email is unknown, so a miss costs as long as a wrong
 * password.
 */
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(cost: ScryptCost = scryptCost()): Promise<string> {
  let decoy = decoyHashes.get(cost.N);
  if (!decoy) {
    decoy = hashPassword(crypto.randomBytes(16).toString('hex'), cost);
    decoyHashes.set(cost.N, decoy);
  }
  return decoy;
}
