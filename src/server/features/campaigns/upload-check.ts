import { CAMPAIGN_FILES, type CampaignFileSlot } from '../../../shared/campaign';
import { payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { acceptFile, type FileKind, kindOfMime } from '../../lib/files/file-kinds';

export interface CheckedUpload {
  bytes: Buffer;
  mimeType: string;
}

/**
 * Decides what a campaign upload is from its bytes (magic numbers; SVG by its markup), never its name:
 * a PNG named .pdf is a PNG, a text file named .png is refused. SVG is sanitized before it is stored.
 */
export async function checkCampaignUpload(
  slot: CampaignFileSlot,
  bytes: Buffer,
  originalName: string,
): Promise<CheckedUpload> {
  const rule = CAMPAIGN_FILES[slot];
  if (bytes.length > rule.maxBytes) throw payloadTooLarge(`File too large. ${rule.tooLarge}.`);
  if (bytes.length === 0) throw unsupportedMediaType(`The file is empty. ${rule.wrongType}`);
  const kinds = rule.types.map(kindOfMime).filter((k): k is FileKind => k !== undefined);
  const file = await acceptFile(bytes, originalName, kinds, rule.wrongType);
  return { bytes: file.bytes, mimeType: file.mimeType };
}
