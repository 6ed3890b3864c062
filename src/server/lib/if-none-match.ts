/**
 * Whether an `If-None-Match` header names one of `current` (RFC 9110 §13.1.2: a list of tags, weak or
 * strong, compared weakly). `*` is left to the caller: it means "any representation exists".
 */
export function ifNoneMatchHits(header: string | undefined, current: readonly string[]): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => current.includes(tag.trim().replace(/^W\//, '')));
}
