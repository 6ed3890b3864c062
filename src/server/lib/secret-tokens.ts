import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what a browser or an e-mailed link holds. Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
