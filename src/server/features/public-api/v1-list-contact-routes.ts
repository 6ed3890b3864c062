import type { FastifyPluginAsync } from 'fastify';
import { v1AddContacts } from '../../../shared/contracts/v1/add-contacts';
import { v1DeleteContact } from '../../../shared/contracts/v1/delete-contact';
import { v1ListContacts } from '../../../shared/contracts/v1/list-contacts';
import { v1UpdateContact } from '../../../shared/contracts/v1/update-contact';
import type { AppDeps } from '../../app-deps';
import type { AddressVerifier } from '../addresses/address-verifier';
import { offlineAddressVerifier } from '../addresses/offline-address-verifier';
import { listSavedContactsPage } from '../saved-lists/saved-list-api-store';
import { findSavedContact } from '../saved-lists/saved-list-store';
import { paginate } from './paginate';
import { acceptCsvBody } from './v1-csv-body';
import * as service from './v1-list-contact-service';
import { listInScope } from './v1-list-scope';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/** 5,000 contacts with every merge field filled stay under ~5 MB of JSON, as for the site's list upload. */
const BATCH_BODY_LIMIT = 6 * 1024 * 1024;

/** A list's contacts: list, add (JSON or CSV), update, remove — with the site's rules and address checks. */
export const v1ListContactRoutes =
  (deps: AppDeps, verifier: AddressVerifier = offlineAddressVerifier()): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    const contactDeps = { db, verifier };
    acceptCsvBody(app);

    v1Route(app, v1ListContacts, async (request) => {
      const list = await listInScope(db, v1ScopeOf(request), request.params.id, { write: false });
      const page = await paginate(request.query, {
        find: (id) => findSavedContact(db, list.id, id),
        fetch: (cursor, n) => listSavedContactsPage(db, list.id, request.query.metadata, cursor, n),
      });
      return { ...page, data: await Promise.all(page.data.map((row) => service.toV1Contact(verifier, row))) };
    });

    v1Route(
      app,
      v1AddContacts,
      async (request) => {
        const { contacts, csv = '' } = request.body;
        return service.addContacts(
          contactDeps,
          v1ScopeOf(request),
          request.params.id,
          contacts ? { kind: 'json', contacts } : { kind: 'csv', text: csv },
        );
      },
      { bodyLimit: BATCH_BODY_LIMIT },
    );

    v1Route(app, v1UpdateContact, async (request) => {
      const { id, contact_id } = request.params;
      return service.updateContact(contactDeps, v1ScopeOf(request), id, contact_id, request.body);
    });

    v1Route(app, v1DeleteContact, async (request) => {
      const { id, contact_id } = request.params;
      await service.deleteContact(db, v1ScopeOf(request), id, contact_id);
      return { object: 'contact' as const, id: contact_id, deleted: true as const };
    });
  };
