/** A UUID's text (any case), for patterns that embed one. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** Ids come from URLs and bodies: anything that is not a UUID names no row, and must not reach SQL as one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
