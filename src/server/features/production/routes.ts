import type { FastifyPluginAsync } from 'fastify';
import { downloadProductionPack } from '../../../shared/contracts/production/download-production-pack';
import { getAdminJob } from '../../../shared/contracts/production/get-admin-job';
import { getProductionPackStatus } from '../../../shared/contracts/production/get-production-pack-status';
import { startProductionPack as startContract } from '../../../shared/contracts/production/start-production-pack';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { attachmentDisposition } from '../../lib/files/content-disposition';
import {
  findJobProgress,
  openProductionPack,
  productionPackStatus,
  startProductionPack,
} from './production-pack-service';

/** The production pack of a paid campaign and the progress of its job (back office). */
export const productionRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(app, startContract, (request) => startProductionPack(deps, request.params.id));

    route(app, getProductionPackStatus, (request) => productionPackStatus(deps, request.params.id));

    route(app, getAdminJob, (request) => findJobProgress(deps, request.params.id));

    route(app, downloadProductionPack, async (request, reply) => {
      const pack = await openProductionPack(deps, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', pack.sizeBytes)
        .header('content-disposition', attachmentDisposition(pack.filename))
        .header('cache-control', 'no-store')
        .send(pack.stream);
    });
  };
