import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { ACCOUNT_COOKIE } from '../../../shared/account';

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
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(ACCOUNT_COOKIE, accountCookieOptions(publicUrl));
}
