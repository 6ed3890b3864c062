import type { FastifyPluginAsync } from 'fastify';
import { addSavedContact } from '../../../shared/contracts/account-lists/add-saved-contact';
import { createSavedList } from '../../../shared/contracts/account-lists/create-saved-list';
import { deleteSavedList } from '../../../shared/contracts/account-lists/delete-saved-list';
import { getSavedList } from '../../../shared/contracts/account-lists/get-saved-list';
import { listSavedLists } from '../../../shared/contracts/account-lists/list-saved-lists';
import { removeSavedContact } from '../../../shared/contracts/account-lists/remove-saved-contact';
import { renameSavedList } from '../../../shared/contracts/account-lists/rename-saved-list';
import { updateSavedContact } from '../../../shared/contracts/account-lists/update-saved-contact';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { accountOf } from '../account-sessions/require-account';
import type { AddressVerifier } from '../addresses/address-verifier';
import { offlineAddressVerifier } from '../addresses/offline-address-verifier';
import * as service from './saved-list-service';

/** 5,000 contacts with every merge-field column filled stay under ~5 MB of JSON, as for the campaign batch. */
const LIST_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Saved contact lists (issue 12 §4). Registered inside the account's signed-in scope, so every route has a
 * session; each one reads and changes only the signed-in account's lists.
 */
export const savedListRoutes =
  (deps: AppDeps, verifier: AddressVerifier = offlineAddressVerifier()): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps.database;
    const editDeps = { db, verifier };

    route(app, listSavedLists, async (request) => ({
      lists: await service.listSavedLists(db, accountOf(request).accountId),
    }));

    route(
      app,
      createSavedList,
      async (request) => service.createSavedList(db, accountOf(request).accountId, request.body),
      { bodyLimit: LIST_BODY_LIMIT },
    );

    route(app, getSavedList, async (request) =>
      service.getSavedList(db, accountOf(request).accountId, request.params.id),
    );

    route(app, renameSavedList, async (request) =>
      service.renameSavedList(db, accountOf(request).accountId, request.params.id, request.body.name),
    );

    route(app, deleteSavedList, async (request) => {
      await service.deleteSavedList(db, accountOf(request).accountId, request.params.id);
      return undefined;
    });

    route(app, addSavedContact, async (request) =>
      service.addSavedContact(editDeps, accountOf(request).accountId, request.params.id, request.body),
    );

    route(app, updateSavedContact, async (request) =>
      service.updateSavedContact(
        editDeps,
        accountOf(request).accountId,
        request.params.id,
        request.params.contactId,
        request.body,
      ),
    );

    route(app, removeSavedContact, async (request) => {
      const { id, contactId } = request.params;
      await service.removeSavedContact(db, accountOf(request).accountId, id, contactId);
      return undefined;
    });
  };
