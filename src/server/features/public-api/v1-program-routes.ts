import type { FastifyPluginAsync } from 'fastify';
import { v1CreateProgram } from '../../../shared/contracts/v1/create-program';
import { v1DeleteProgram } from '../../../shared/contracts/v1/delete-program';
import { v1GetProgram } from '../../../shared/contracts/v1/get-program';
import { v1ListPrograms } from '../../../shared/contracts/v1/list-programs';
import { v1PauseProgram } from '../../../shared/contracts/v1/pause-program';
import { v1ResumeProgram } from '../../../shared/contracts/v1/resume-program';
import { v1UpdateProgram } from '../../../shared/contracts/v1/update-program';
import { V1_PROGRAM_PARAMS, type V1UpdateProgram } from '../../../shared/v1-programs';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { findProgram, listProgramRows } from '../programs/account-program-store';
import * as edits from '../programs/program-edits';
import * as views from '../programs/program-view';
import { toV1Program } from '../v1-objects/v1-program-view';
import { paginate } from './paginate';
import { invalidParam, noSuch } from './v1-error';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/**
 * Recurring programs of the key's account, in the key's mode, through the account's own program service
 * (same fields, rules and messages). A program made with a test key is a test program: its days make test
 * campaigns, paid without any card, and only test keys see it.
 */
export const v1ProgramRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    v1Route(app, v1CreateProgram, async (request) => {
      const owner = v1ScopeOf(request);
      const program = await asV1(() => edits.createProgram(db, owner, fromV1(request.body)));
      return toV1Program(program, owner.livemode);
    });

    v1Route(app, v1ListPrograms, async (request) => {
      const owner = v1ScopeOf(request);
      const page = await paginate(request.query, {
        find: (id) => findProgram(db, owner, id),
        fetch: (cursor, limit) => listProgramRows(db, owner, { filter: request.query, cursor, limit }),
      });
      const programs = await views.describePrograms(db, page.data);
      return { ...page, data: programs.map((p) => toV1Program(p, owner.livemode)) };
    });

    v1Route(app, v1GetProgram, async (request) => {
      const owner = v1ScopeOf(request);
      const { id } = request.params;
      return toV1Program(await asV1(() => views.getProgram(db, owner, id), id), owner.livemode);
    });

    v1Route(app, v1UpdateProgram, async (request) => {
      const owner = v1ScopeOf(request);
      const { id } = request.params;
      const program = await asV1(() => edits.updateProgram(db, owner, id, fromV1(request.body)), id);
      return toV1Program(program, owner.livemode);
    });

    v1Route(app, v1PauseProgram, async (request) => {
      const owner = v1ScopeOf(request);
      const { id } = request.params;
      const program = await asV1(() => edits.updateProgram(db, owner, id, { status: 'paused' }), id);
      return toV1Program(program, owner.livemode);
    });

    v1Route(app, v1ResumeProgram, async (request) => {
      const owner = v1ScopeOf(request);
      const { id } = request.params;
      const program = await asV1(() => edits.updateProgram(db, owner, id, { status: 'active' }), id);
      return toV1Program(program, owner.livemode);
    });

    v1Route(app, v1DeleteProgram, async (request) => {
      const { id } = request.params;
      await asV1(() => edits.deleteProgram(db, v1ScopeOf(request), id), id);
      return { object: 'program' as const, id, deleted: true as const };
    });
  };

/**
 * The service's refusals in the API's terms: a refused field names its parameter (a list that is not the
 * account's is a bad `list_id`, not a missing page), and the program in the path that is not the key's is 404.
 */
function isProgramField(param: string | null): param is keyof typeof V1_PROGRAM_PARAMS {
  return param !== null && Object.hasOwn(V1_PROGRAM_PARAMS, param);
}

async function asV1<T>(call: () => Promise<T>, programId?: string): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && isProgramField(err.param)) {
      throw invalidParam(V1_PROGRAM_PARAMS[err.param], err.message);
    }
    if (programId !== undefined && err instanceof AppError && err.code === 'not_found') {
      throw noSuch('program', programId);
    }
    throw err;
  }
}

/**
 * The API's snake_case fields under the service's names, and the metadata; a field left out stays undefined
 * (unchanged).
 */
type ServiceFields<B extends V1UpdateProgram> = {
  [F in keyof typeof V1_PROGRAM_PARAMS]: B[(typeof V1_PROGRAM_PARAMS)[F]];
} & Pick<B, 'metadata'>;

const fromV1 = <B extends V1UpdateProgram>(body: B): ServiceFields<B> => ({
  name: body.name,
  savedListId: body.list_id,
  dateColumn: body.date_column,
  arriveDaysBefore: body.arrive_days_before,
  recurrence: body.recurrence,
  templateId: body.template_id,
  selectedVariantId: body.variant,
  message: body.message,
  handwritingStyle: body.style,
  naturalness: body.naturalness,
  contactFields: body.contact_fields,
  timeZone: body.time_zone,
  startDate: body.start_date,
  endDate: body.end_date,
  monthlyCap: body.monthly_cap,
  metadata: body.metadata,
});
