import type { FastifyPluginAsync } from 'fastify';
import { listAdminPrograms } from '../../../shared/contracts/admin-programs/list-admin-programs';
import { runScheduler } from '../../../shared/contracts/admin-programs/run-scheduler';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { unavailable } from '../../lib/errors';
import { runSchedulerPass } from './scheduler-pass';
import { listAdminProgramPage } from './staff-program-list';

/**
 * The back office's programs (issue 13 §5): the list, and one scheduler pass on demand; admin/routes.ts
 * registers them in the staff scope.
 */
export const adminProgramRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, listAdminPrograms, async (request) => listAdminProgramPage(deps.database.db, request.query));

    route(
      app,
      runScheduler,
      async (request) => {
        const counts = await runSchedulerPass(deps, { asOf: request.body.asOf }).catch((err: unknown) => {
          // Some programs failed (a provider unreachable, say): the others are done, and the next pass retries.
          if (err instanceof AggregateError) {
            request.log.error({ err }, 'scheduler pass left programs to the next pass');
            throw unavailable(`${err.message} Try again in a few minutes.`);
          }
          throw err;
        });
        request.log.info({ asOf: request.body.asOf, ...counts }, 'scheduler pass run on request');
        return counts;
      },
      // `npm run scheduler` asks the running server with the local operations token (operations-token.ts).
      { config: { operationsToken: true } },
    );
  };
