export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface PinnedRequest {
  url: URL;
  /** The address the URL's host was checked to have: the connection goes here and nowhere else. */
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/**
 * The network as webhook delivery sees it, injected (AppDeps.webhookNet) so tests can answer for DNS and
 * refuse to connect anywhere but loopback: a wrong check then fails a test instead of sending traffic out.
 */
export interface WebhookNet {
  /** Every address a host name resolves to (IP literals are never passed here). */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
  /** POSTs the body to the URL over a connection to `address`; answers the HTTP status. */
  post(request: PinnedRequest): Promise<number>;
}
