const PROBE_ORIGIN = 'https://quillpost.invalid';

/**
 * Where to go after signing in: `?next=` when it is a path on this site ("/account/orders/…"), else the
 * account. Another origin ("//evil.test", "https://…", "/\evil.test") is never followed: an open redirect
 * from a trusted e-mail link is a phishing tool.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/account';
  const url = new URL(next, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : '/account';
}
