import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_LINK_MINUTES, SIGN_IN_NONCE_COOKIE } from '../../../shared/account';
import { newSessionToken } from '../../lib/secret-tokens';
import { accountCookieOptions } from './session-cookie';

/** Only the sign-in calls read it, so the browser sends it nowhere else. */
const NONCE_PATH = '/api/account';
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The nonce cookie of the browser that sent the request, when it holds a well-formed one. */
export function nonceOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SIGN_IN_NONCE_COOKIE];
  return value && WELL_FORMED.test(value) ? value : undefined;
}

/**
 * The browser's nonce for a new link: the one it holds (so each link it asked for within the quarter hour
 * keeps working there) or a new one; the cookie is set again to last as long as the new link.
 */
export function issueNonce(request: FastifyRequest, reply: FastifyReply, publicUrl: string): string {
  const nonce = nonceOf(request) ?? newSessionToken();
  reply.setCookie(SIGN_IN_NONCE_COOKIE, nonce, {
    ...accountCookieOptions(publicUrl, NONCE_PATH),
    maxAge: SIGN_IN_LINK_MINUTES * 60,
  });
  return nonce;
}

/** After a sign-in the nonce has done its job. */
export function clearNonce(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(SIGN_IN_NONCE_COOKIE, accountCookieOptions(publicUrl, NONCE_PATH));
}
