import type { AddressInfo } from 'node:net';

/** The TCP address a listening server took (its port when it listened on port 0). */
export function listeningAddress(server: { address(): AddressInfo | string | null }): AddressInfo {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`The server does not listen on a TCP port (its address: ${address})`);
  }
  return address;
}
