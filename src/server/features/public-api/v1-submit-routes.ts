import type { FastifyPluginAsync } from 'fastify';
import { v1CancelCampaign } from '../../../shared/contracts/v1/cancel-campaign';
import { v1SubmitCampaign } from '../../../shared/contracts/v1/submit-campaign';
import type { AppDeps } from '../../app-deps';
import { actOnV1Campaign } from './v1-campaign-action';
import { cancelCampaign } from './v1-cancel-service';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';
import { submitCampaign } from './v1-submit-service';

/** Paying for a campaign (submit) and taking it back (cancel), in the key's mode. */
export const v1SubmitRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    v1Route(app, v1SubmitCampaign, (request) => {
      const method = request.body?.payment_method;
      return actOnV1Campaign(deps, v1ScopeOf(request), request.params.id, (d, scope, campaign) =>
        submitCampaign(d, scope, campaign, method),
      );
    });

    v1Route(app, v1CancelCampaign, (request) => {
      return actOnV1Campaign(deps, v1ScopeOf(request), request.params.id, cancelCampaign);
    });
  };
