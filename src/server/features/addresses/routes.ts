import type { FastifyPluginAsync } from 'fastify';
import { checkAddresses } from '../../../shared/contracts/addresses/check-addresses';
import { route } from '../../lib/contract-route';
import type { AddressVerifier } from './address-verifier';
import { offlineAddressVerifier } from './offline-address-verifier';

/** Per network: an upload checks its list once, and again for each new file. */
const ADDRESS_CHECKS_PER_MINUTE = 30;

/**
 * `POST /api/address-checks`. The verifier is chosen here, once: the offline ZIP data unless a CASS provider
 * is passed in. Only rows with a warning are answered.
 */
export const addressRoutes =
  (verifier: AddressVerifier = offlineAddressVerifier()): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      checkAddresses,
      async (request) => {
        const checked = await Promise.all(request.body.contacts.map((c) => verifier.verifyAddress(c)));
        const results = checked.flatMap((warnings, i) =>
          warnings.length > 0 ? [{ row: i + 1, warnings }] : [],
        );
        return { results };
      },
      // 5,000 contacts of addresses are well under 2 MB; Fastify's default 1 MB is not.
      {
        bodyLimit: 4 * 1024 * 1024,
        config: { rateLimit: { max: ADDRESS_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
      },
    );
  };
