import type { FastifyPluginAsync } from 'fastify';
import { v1CreateNote } from '../../../shared/contracts/v1/create-note';
import { v1GetNote } from '../../../shared/contracts/v1/get-note';
import type { AppDeps } from '../../app-deps';
import { createNote, findNote } from './v1-note-service';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/** One note in one call (issue 25 §4), and reading it back. */
export const v1NoteRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    v1Route(app, v1CreateNote, (request) => createNote(deps, v1ScopeOf(request), request.body));
    v1Route(app, v1GetNote, (request) => findNote(deps, v1ScopeOf(request), request.params.id));
  };
