/**
 * The dated versions of /v1 (the `Quillpost-Version` header), oldest first, each with its change log entry.
 * The last is the current one: an account is pinned to it on its first call. Only a breaking change adds one.
 */
export const V1_VERSIONS: readonly { version: string; changes: string }[] = [
  {
    version: '2026-11-29',
    changes:
      'The first dated version: metadata, list filters, `doc_url` in errors and the `Quillpost-Version` header.',
  },
];

/** The request and response header naming the version a call is answered in. */
export const V1_VERSION_HEADER = 'Quillpost-Version';

type Versions = readonly { version: string }[];

/** The newest version: what an account is pinned to by its first call. */
export const currentV1Version = (versions: Versions = V1_VERSIONS) => versions[versions.length - 1]!.version;

/**
 * The version a call is answered in: the one it asks for, else its account's pin (a pin to a retired version
 * answers in the oldest one still live). Undefined when the version asked for is unknown.
 */
export function v1VersionFor(
  asked: string | undefined,
  pinned: string,
  versions: Versions = V1_VERSIONS,
): string | undefined {
  const known = (version: string) => versions.some((v) => v.version === version);
  if (asked !== undefined) return known(asked) ? asked : undefined;
  return known(pinned) ? pinned : versions[0]!.version;
}

/**
 * The version an answer names without an account's pin (no key, the document, a path naming no operation, a
 * refused call): the one asked for when it is known, else the current one.
 */
export function v1VersionAnswered(
  asked: string | string[] | undefined,
  versions: Versions = V1_VERSIONS,
): string {
  const current = currentV1Version(versions);
  return v1VersionFor(Array.isArray(asked) ? asked[0] : asked, current, versions) ?? current;
}
