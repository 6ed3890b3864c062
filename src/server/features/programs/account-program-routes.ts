import type { FastifyPluginAsync } from 'fastify';
import { createProgram } from '../../../shared/contracts/account-programs/create-program';
import { deleteProgram } from '../../../shared/contracts/account-programs/delete-program';
import { getProgram } from '../../../shared/contracts/account-programs/get-program';
import { getProgramNoteProof } from '../../../shared/contracts/account-programs/get-program-note-proof';
import { getProgramUpcoming } from '../../../shared/contracts/account-programs/get-program-upcoming';
import { listPrograms } from '../../../shared/contracts/account-programs/list-programs';
import { skipProgramNote } from '../../../shared/contracts/account-programs/skip-program-note';
import { unskipProgramNote } from '../../../shared/contracts/account-programs/unskip-program-note';
import { updateProgram } from '../../../shared/contracts/account-programs/update-program';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { ifNoneMatchHits } from '../../lib/if-none-match';
import { accountOf } from '../account-sessions/require-account';
import * as edits from './program-edits';
import * as proofs from './program-note-proof';
import * as upcomingNotes from './program-upcoming-notes';
import * as views from './program-view';

/** A proof opened directly must not run or load anything (stroke paths only; defence in depth). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * The customer's recurring programs (issue 13 §1, §4). Registered inside the account's signed-in scope; every
 * route reads and changes only the signed-in account's programs (another account's id is 404).
 */
export const accountProgramRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps.database;
    // The account's pages show its live programs; test-mode ones belong to its test API keys.
    const me = (request: Parameters<typeof accountOf>[0]) => ({
      accountId: accountOf(request).accountId,
      livemode: true,
    });

    route(app, listPrograms, async (request) => ({ programs: await views.listPrograms(db, me(request)) }));

    route(app, createProgram, async (request) => edits.createProgram(db, me(request), request.body));

    route(app, getProgram, async (request) => views.getProgram(db, me(request), request.params.id));

    route(app, updateProgram, async (request) =>
      edits.updateProgram(db, me(request), request.params.id, request.body),
    );

    route(app, deleteProgram, async (request) => {
      await edits.deleteProgram(db, me(request), request.params.id);
      return undefined;
    });

    route(app, getProgramUpcoming, async (request) =>
      upcomingNotes.upcoming(db, me(request), request.params.id, request.query.days),
    );

    route(app, skipProgramNote, async (request) =>
      upcomingNotes.skipNote(db, me(request), request.params.id, request.body),
    );

    route(app, unskipProgramNote, async (request) => {
      await upcomingNotes.unskipNote(db, me(request), request.params.id, request.query);
      return undefined;
    });

    route(app, getProgramNoteProof, async (request, reply) => {
      const proof = await proofs.noteProof(db, me(request), request.params.id, request.query);
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', proof.etag)
        .header('content-security-policy', SVG_CSP);
      if (ifNoneMatchHits(request.headers['if-none-match'], [proof.etag])) return reply.code(304).send();
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(await proof.draw());
    });
  };
