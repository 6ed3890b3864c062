import { ZAddressChecksResultSchema, ZAddressChecksSchema } from '../../address-checks';
import { defineContract } from '../contract';

/** Address warnings for an uploaded list (issue 12 §6); public and rate-limited per network, nothing stored. */
export const checkAddresses = defineContract({
  method: 'POST',
  path: '/api/address-checks',
  auth: 'public',
  body: ZAddressChecksSchema,
  response: ZAddressChecksResultSchema,
});
