import { fileTypeFromBuffer } from 'file-type';
import { CAMPAIGN_FILES, type CampaignFileSlot } from '../../../shared/campaign';
import { payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { looksLikeSvg, sanitizeSvg } from '../admin/files/svg-sanitizer';

export interface CheckedUpload {
  bytes: Buffer;
  mimeType: string;
}

/**
 * Decides what a campaign upload is from its bytes (magic numbers; SVG by its markup), never its name:
 * a PNG named .pdf is a PNG, a text file named .png is refused. SVG is sanitized before it is stored.
 */
export async function checkCampaignUpload(slot: CampaignFileSlot, bytes: Buffer): Promise<CheckedUpload> {
  const rule = CAMPAIGN_FILES[slot];
  if (bytes.length > rule.maxBytes) throw payloadTooLarge(`File too large. ${rule.tooLarge}.`);
  if (bytes.length === 0) throw unsupportedMediaType(`The file is empty. ${rule.wrongType}`);
  const accepted: readonly string[] = rule.types;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && accepted.includes(detected.mime)) return { bytes, mimeType: detected.mime };
  // file-type reports SVG as nothing or as generic XML; the markup itself decides.
  if (accepted.includes('image/svg+xml') && looksLikeSvg(bytes)) {
    const clean = await sanitizeSvg(bytes.toString('utf8'));
    if (clean) return { bytes: Buffer.from(clean, 'utf8'), mimeType: 'image/svg+xml' };
  }
  throw unsupportedMediaType(rule.wrongType);
}
