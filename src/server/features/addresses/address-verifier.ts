import type { AddressWarning, TAddress } from '../../../shared/address-checks';

/**
 * The one port every address check goes through: the offline ZIP data today, a CASS provider (Lob, Smarty)
 * later. An implementation answers warnings only; it never changes or drops the address it is given.
 */
export interface AddressVerifier {
  verifyAddress(address: TAddress): Promise<AddressWarning[]>;
}
