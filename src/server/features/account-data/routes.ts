import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { exportFilename } from '../../../shared/account-data';
import { deleteAccount } from '../../../shared/contracts/account-data/delete-account';
import { exportAccountData } from '../../../shared/contracts/account-data/export-account-data';
import { exportContactsCsv } from '../../../shared/contracts/account-data/export-contacts-csv';
import { exportOrdersCsv } from '../../../shared/contracts/account-data/export-orders-csv';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { unauthorized } from '../../lib/errors';
import { attachmentDisposition } from '../../lib/files/content-disposition';
import { accountOf } from '../account-sessions/require-account';
import { clearSessionCookie } from '../accounts/session-cookie';
import { readAccountRows } from './account-data-store';
import { deleteCustomerAccount } from './account-deletion-service';
import { buildAccountExport } from './account-export';
import { contactsCsv, ordersCsv } from './account-export-csv';

/** Your data (issue 12 §7). Registered inside the accounts' signed-in scope (session required). */
export const accountDataRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    const exportOf = async (accountId: string) => {
      const rows = await readAccountRows(db, accountId);
      // The session outlived its account (deleted in another tab): as good as signed out.
      if (!rows) throw unauthorized();
      return buildAccountExport(rows);
    };
    const download = (reply: FastifyReply, filename: string, type: string) =>
      reply
        .header('content-type', type)
        .header('content-disposition', attachmentDisposition(filename))
        .header('cache-control', 'no-store');

    route(app, exportAccountData, async (request, reply) => {
      const data = await exportOf(accountOf(request).accountId);
      download(reply, exportFilename('account', data.exportedAt, 'json'), 'application/json; charset=utf-8');
      return data;
    });

    route(app, exportContactsCsv, async (request, reply) => {
      const data = await exportOf(accountOf(request).accountId);
      return download(
        reply,
        exportFilename('contacts', data.exportedAt, 'csv'),
        'text/csv; charset=utf-8',
      ).send(contactsCsv(data));
    });

    route(app, exportOrdersCsv, async (request, reply) => {
      const data = await exportOf(accountOf(request).accountId);
      return download(
        reply,
        exportFilename('orders', data.exportedAt, 'csv'),
        'text/csv; charset=utf-8',
      ).send(ordersCsv(data));
    });

    route(app, deleteAccount, async (request, reply) => {
      await deleteCustomerAccount(deps, accountOf(request), request.body.confirm);
      clearSessionCookie(reply, deps.config.publicUrl);
      return undefined;
    });
  };
