import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listAdminPrograms } from '../../../../shared/contracts/admin-programs/list-admin-programs';
import { runScheduler } from '../../../../shared/contracts/admin-programs/run-scheduler';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { HttpError } from '../../../lib/errors';
import { runSchedulerPass } from '../../programs/scheduler-pass';
import { bearerToken, requireAdmin } from '../auth/require-admin';
import { listAdminProgramPage } from './admin-program-service';
import { loadOperationsToken } from './operations-token';

/** The back office's programs (issue 13 §5): the list, and one scheduler pass on demand. */
export const adminProgramRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const operations = loadOperationsToken(deps.config.dataDir);
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') operations.recordUrl(`http://127.0.0.1:${address.port}`);
    });
    const requireStaff = requireAdmin(deps);
    /** The admin's session, or the operations token (this route only). */
    const staffOrOperations = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token && operations.matches(token)) return;
      await requireStaff(request);
    };

    route(app, listAdminPrograms, async (request) => listAdminProgramPage(deps.database.db, request.query), {
      onRequest: requireStaff,
    });

    route(
      app,
      runScheduler,
      async (request) => {
        const counts = await runSchedulerPass(deps, { asOf: request.body.asOf }).catch((err: unknown) => {
          // Some programs failed (a provider unreachable, say): the others are done, and the next pass retries.
          if (err instanceof AggregateError) {
            request.log.error({ err }, 'scheduler pass left programs to the next pass');
            throw new HttpError(503, `${err.message} Try again in a few minutes.`);
          }
          throw err;
        });
        request.log.info({ asOf: request.body.asOf, ...counts }, 'scheduler pass run on request');
        return counts;
      },
      { onRequest: staffOrOperations },
    );
  };
