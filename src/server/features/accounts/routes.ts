import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_LINK_SENT } from '../../../shared/account';
import { getMe } from '../../../shared/contracts/account/get-me';
import { readSignInLink } from '../../../shared/contracts/account/read-sign-in-link';
import { requestSignIn } from '../../../shared/contracts/account/request-sign-in';
import { signOutAccount } from '../../../shared/contracts/account/sign-out';
import { signOutEverywhere } from '../../../shared/contracts/account/sign-out-everywhere';
import { verifySignIn } from '../../../shared/contracts/account/verify-sign-in';
import type { AppDeps } from '../../app-deps';
import { guardScope } from '../../lib/auth-scope';
import { clockOf } from '../../lib/clock';
import { route } from '../../lib/contract-route';
import { revokeAccountSession, revokeAllAccountSessions } from '../account-sessions/account-session-store';
import { accountOf, optionalAccount, requireAccount } from '../account-sessions/require-account';
import { requireSameOrigin } from './same-origin';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { clearNonce, issueNonce, nonceOf } from './sign-in-nonce';
import { requestSignInLink, signInLinkAddress, verifySignInLink } from './sign-in-service';

/**
 * The customer's account (issue 12). Signing in is open; every other route is registered in the signed-in
 * scope below, whose hook refuses a request without a live session before anything else runs (deny by
 * default). Every write here is also refused from another website (CSRF). A sign-in link opens only in the
 * browser that asked for it (its nonce cookie) and only by a POST from the verify page's button (issue 27).
 * The features an account holds (orders, lists, cards, keys…) are passed in by app.ts, so this folder does
 * not depend on them while they depend on it for `accountOf`.
 */
export const accountRoutes =
  (deps: AppDeps, signedInFeatures: readonly FastifyPluginAsync[]): FastifyPluginAsync =>
  async (app) => {
    const { publicUrl } = deps.config;
    const clock = clockOf(deps);
    app.addHook('onRequest', requireSameOrigin(publicUrl));

    route(app, requestSignIn, async (request, reply) => {
      const nonce = issueNonce(request, reply, publicUrl);
      await requestSignInLink(deps, { email: request.body.email, ip: request.ip, nonce }, clock());
      return { message: SIGN_IN_LINK_SENT };
    });

    route(app, readSignInLink, (request) =>
      signInLinkAddress(deps, { token: request.body.token, nonce: nonceOf(request) }, clock()),
    );

    route(app, verifySignIn, async (request, reply) => {
      const session = await verifySignInLink(
        deps,
        {
          token: request.body.token,
          nonce: nonceOf(request),
          current: await optionalAccount(deps, request),
          switchAccount: request.body.switchAccount === true,
        },
        clock(),
      );
      clearNonce(reply, publicUrl);
      setSessionCookie(reply, publicUrl, session.token, session.expiresAt);
      return { email: session.email };
    });

    await app.register(async (signedIn) => {
      guardScope(signedIn, 'account', requireAccount(deps));

      route(signedIn, getMe, async (request) => ({ email: accountOf(request).email }));

      route(signedIn, signOutAccount, async (request, reply) => {
        await revokeAccountSession(deps.database.db, accountOf(request).sessionId, clock());
        clearSessionCookie(reply, publicUrl);
        return undefined;
      });

      route(signedIn, signOutEverywhere, async (request, reply) => {
        await revokeAllAccountSessions(deps.database.db, accountOf(request).accountId, clock());
        clearSessionCookie(reply, publicUrl);
        return undefined;
      });
      for (const feature of signedInFeatures) await signedIn.register(feature);
    });
  };
