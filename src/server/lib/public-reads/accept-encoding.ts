export type BodyEncoding = 'br' | 'gzip' | 'identity';

/**
 * The best of br, gzip and identity that an `Accept-Encoding` header allows (RFC 9110 §12.5.3: q=0 refuses,
 * `*` stands for any coding not named). Browsers send a handful of distinct headers, so answers are memoised
 * and a request costs one map lookup.
 */
export function negotiateEncoding(header: string | undefined): BodyEncoding {
  if (!header) return 'identity';
  const known = memo.get(header);
  if (known) return known;
  const chosen = negotiate(header);
  if (memo.size < MEMO_LIMIT) memo.set(header, chosen);
  return chosen;
}

const MEMO_LIMIT = 256;
const memo = new Map<string, BodyEncoding>();

function negotiate(header: string): BodyEncoding {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = Math.max(weightOf('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
