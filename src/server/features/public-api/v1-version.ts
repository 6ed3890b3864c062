import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  currentV1Version,
  V1_VERSION_HEADER,
  V1_VERSIONS,
  v1VersionAnswered,
  v1VersionFor,
} from '../../../shared/v1-versions';
import type { AppDeps } from '../../app-deps';
import { pinApiVersion } from '../accounts/account-store';
import { apiKeyOf } from './api-key-auth';
import { invalidParam } from './v1-error';

function askedVersion(request: FastifyRequest): string | undefined {
  const header = request.headers[V1_VERSION_HEADER.toLowerCase()];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * The dated API version of each /v1 call: the `Quillpost-Version` header when sent (an unknown one is a 400
 * naming it), else the account's pinned version, pinned to the current one by its first call. Every answer
 * names the version it was given in the same header. Runs after requireApiKey (the account is known).
 */
export function installV1Version(app: FastifyInstance, deps: Pick<AppDeps, 'database'>): void {
  const used = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (request) => {
    const { accountId, apiVersion } = apiKeyOf(request);
    const pinned = apiVersion ?? (await pinApiVersion(deps.database.db, accountId, currentV1Version()));
    const asked = askedVersion(request);
    const version = v1VersionFor(asked, pinned);
    if (!version) {
      const known = V1_VERSIONS.map((v) => v.version).join(', ');
      throw invalidParam(
        V1_VERSION_HEADER,
        `Unknown API version '${asked}' in the ${V1_VERSION_HEADER} header. Known versions: ${known}.`,
      );
    }
    used.set(request, version);
  });

  // Also on answers refused before the version was chosen (no key, rate limited, an unknown version): the
  // version asked for if it is known, else the current one.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(V1_VERSION_HEADER, used.get(request) ?? v1VersionAnswered(askedVersion(request)));
    return payload;
  });
}
