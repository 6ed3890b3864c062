import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_LINK_SENT } from '../../../shared/account';
import { getMe } from '../../../shared/contracts/account/get-me';
import { requestSignIn } from '../../../shared/contracts/account/request-sign-in';
import { signOutAccount } from '../../../shared/contracts/account/sign-out';
import { verifySignIn } from '../../../shared/contracts/account/verify-sign-in';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { accountDataRoutes } from '../account-data/routes';
import { accountOrderRoutes } from '../account-orders/routes';
import { apiKeyRoutes } from '../api-keys/routes';
import { accountProgramRoutes } from '../programs/account-program-routes';
import { savedCardRoutes } from '../saved-cards/routes';
import { savedListRoutes } from '../saved-lists/routes';
import { accountWebhookRoutes } from '../webhooks/routes';
import { revokeAccountSession } from './account-session-store';
import { accountOf, requireAccount } from './require-account';
import { requireSameOrigin } from './same-origin';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { requestSignInLink, verifySignInLink } from './sign-in-service';

/**
 * The customer's account (issue 12). Signing in is open; every other route is registered in the signed-in
 * scope below, whose hook refuses a request without a live session before anything else runs (deny by
 * default). Every write here is also refused from another website (CSRF).
 */
export const accountRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { publicUrl } = deps.config;
    app.addHook('onRequest', requireSameOrigin(publicUrl));

    route(app, requestSignIn, async (request) => {
      await requestSignInLink(deps, { email: request.body.email, ip: request.ip });
      return { message: SIGN_IN_LINK_SENT };
    });

    route(app, verifySignIn, async (request, reply) => {
      const session = await verifySignInLink(deps, request.body.token);
      setSessionCookie(reply, publicUrl, session.token, session.expiresAt);
      return { email: session.email };
    });

    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', requireAccount(deps));

      route(signedIn, getMe, async (request) => ({ email: accountOf(request).email }));

      route(signedIn, signOutAccount, async (request, reply) => {
        await revokeAccountSession(deps.database.db, accountOf(request).sessionId);
        clearSessionCookie(reply, publicUrl);
        return undefined;
      });
      await signedIn.register(accountOrderRoutes(deps));
      await signedIn.register(savedListRoutes(deps));
      await signedIn.register(accountDataRoutes(deps));
      await signedIn.register(savedCardRoutes(deps));
      await signedIn.register(accountProgramRoutes(deps));
      await signedIn.register(apiKeyRoutes(deps));
      await signedIn.register(accountWebhookRoutes(deps));
    });
  };
