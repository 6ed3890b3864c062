import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_COOKIE, ACCOUNT_SESSION_DAYS, SIGNED_IN_HINT_COOKIE } from '../../../shared/account';

/** httpOnly and SameSite=Lax always; Secure when the public site is served over https. */
export function accountCookieOptions(publicUrl: string, path = '/'): CookieSerializeOptions {
  return { path, httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https:') };
}

export function setSessionCookie(
  reply: FastifyReply,
  publicUrl: string,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(ACCOUNT_COOKIE, token, { ...accountCookieOptions(publicUrl), expires: expiresAt });
  // Only says "ask who is signed in" to the pages' scripts; the session itself stays httpOnly.
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    ...accountCookieOptions(publicUrl),
    httpOnly: false,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(ACCOUNT_COOKIE, accountCookieOptions(publicUrl));
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...accountCookieOptions(publicUrl), httpOnly: false });
}

/**
 * Sessions begun before the hint existed carry no hint, so their pages would not ask who is signed in: any
 * request with a session cookie and no hint gets one (a stale one is dropped by the page after its 401).
 */
export function restoreSignedInHint(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  if (!request.cookies[ACCOUNT_COOKIE] || request.cookies[SIGNED_IN_HINT_COOKIE]) return;
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    ...accountCookieOptions(publicUrl),
    httpOnly: false,
    maxAge: ACCOUNT_SESSION_DAYS * 86_400,
  });
}
