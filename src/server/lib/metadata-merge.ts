import { METADATA_TOO_MANY, mergeMetadata, type V1Metadata } from '../../shared/v1-metadata';
import { badRequest } from './errors';

/** The stored metadata with `sent` merged in (src/shared/v1-metadata.ts); past the key limit, a 400. */
export function mergedMetadata(stored: V1Metadata, sent: V1Metadata): V1Metadata {
  const merged = mergeMetadata(stored, sent);
  if (!merged) throw badRequest(METADATA_TOO_MANY, 'metadata');
  return merged;
}
