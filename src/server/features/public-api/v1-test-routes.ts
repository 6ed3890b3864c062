import type { FastifyPluginAsync } from 'fastify';
import { v1AdvanceTestCampaign } from '../../../shared/contracts/v1/advance-test-campaign';
import type { AppDeps } from '../../app-deps';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';
import { advanceTestCampaign } from './v1-test-advance-service';

/** Test-mode helpers under /v1/test: what production would do to a test campaign, on demand. */
export const v1TestRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    v1Route(app, v1AdvanceTestCampaign, (request) => {
      return advanceTestCampaign(deps, v1ScopeOf(request), request.params.id);
    });
  };
