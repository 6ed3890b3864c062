import type { FastifyPluginAsync } from 'fastify';
import { listContactMessages } from '../../../shared/contracts/admin-contact-messages/list-contact-messages';
import { updateContactMessageStatus } from '../../../shared/contracts/admin-contact-messages/update-contact-message-status';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { listContactMessagePage, setContactMessageStatus } from './contact-message-store';

/**
 * The Messages tab: what visitors sent through the contact form (also e-mailed to sales); admin/routes.ts
 * registers it in the staff scope.
 */
export const adminContactMessageRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    route(app, listContactMessages, async (request) => listContactMessagePage(db, request.query));
    route(app, updateContactMessageStatus, async (request) =>
      setContactMessageStatus(db, request.params.id, request.body.status),
    );
  };
