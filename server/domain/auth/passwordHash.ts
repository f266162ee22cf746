import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters, stored inside every hash so they can be raised later without breaking old hashes. */
export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  logN: number;
  /** Block size; memory is 128 * N * r bytes. */
  r: number;
  /** Parallelisation (Node computes the p lanes one after another, so time grows with p, memory does not). */
  p: number;
}

/**
 * N = 2^17, r = 8, p = 1: OWASP's Password Storage Cheat Sheet first recommendation for scrypt. Each hash needs
 * 128 MiB of memory (128 * 2^17 * 8 bytes) and about 0.3-0.4 s of one core on this 2-core machine, which makes
 * a GPU/ASIC guessing attack expensive (memory per guess) while a login stays well under a second. The server
 * runs it on a dedicated bounded pool (`kdfPool.ts`), never on libuv's threads that serve file reads.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { logN: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Refuse absurd parameters from a corrupted or hostile stored hash instead of allocating gigabytes.
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;

/** One scrypt task: the password (NFKC), salt, cost and output length, and the memory cap that fits them. */
export interface ScryptTask {
  password: string;
  salt: Buffer;
  N: number;
  r: number;
  p: number;
  keyLength: number;
  maxmem: number;
}

/**
 * Computes one scrypt task: on libuv's pool ({@link libuvKdf}) or on a dedicated pool (`kdfPool.ts`), which also
 * says when it is `saturated` (seconds to wait before trying again, or null when a task would be admitted).
 */
export type Kdf = ((task: ScryptTask) => Promise<Buffer>) & { saturated?: () => number | null };

/** scrypt on libuv's shared thread pool (4 threads, shared with file reads): tests and tools; the server uses the KDF pool. */
export const libuvKdf: Kdf = (task) =>
  new Promise((resolve, reject) => {
    scrypt(task.password, task.salt, task.keyLength, { N: task.N, r: task.r, p: task.p, maxmem: task.maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number, kdf: Kdf): Promise<Buffer> {
  const N = 2 ** params.logN;
  const maxmem = 128 * N * params.r + 16 * 1024 * 1024;
  return kdf({ password: password.normalize('NFKC'), salt, N, r: params.r, p: params.p, keyLength, maxmem });
}

/**
 * Hashes a password into a self-describing PHC-style string:
 * `$scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>` (no padding, like passlib's scrypt format).
 */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS, kdf: Kdf = libuvKdf): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES, kdf);
  return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A parsed stored hash. */
export interface ParsedPasswordHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/** Parses a stored hash string; undefined if it is not one of ours or its parameters are out of range. */
export function parsePasswordHash(encoded: string): ParsedPasswordHash | undefined {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(encoded);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  const params = { logN: Number(ln), r: Number(r), p: Number(p) };
  if (params.logN < 1 || params.logN > MAX_LOG_N || params.r < 1 || params.r > MAX_R || params.p < 1 || params.p > MAX_P) {
    return undefined;
  }
  const saltBuf = Buffer.from(salt ?? '', 'base64url');
  const keyBuf = Buffer.from(key ?? '', 'base64url');
  if (saltBuf.length < 8 || keyBuf.length < 16) return undefined;
  return { params, salt: saltBuf, key: keyBuf };
}

/**
 * Whether `password` matches the stored hash. Compares in constant time; a malformed stored hash is simply a
 * mismatch (and is logged by the caller, not here).
 */
export async function verifyPassword(password: string, encoded: string, kdf: Kdf = libuvKdf): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length, kdf);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses weaker parameters than `current`: rehash it after the next successful login. */
export function needsRehash(encoded: string, current: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return true;
  const { logN, r, p } = parsed.params;
  return logN !== current.logN || r !== current.r || p !== current.p || parsed.key.length !== KEY_BYTES;
}

/**
 * A valid hash of a random password, for comparing against when the account does not exist, so "no such
 * account" and "wrong password" take the same time and cannot be told apart.
 */
export function dummyPasswordHash(params: ScryptParams = DEFAULT_SCRYPT_PARAMS, kdf: Kdf = libuvKdf): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), params, kdf);
}
