import { ZCardZonesSchema, zonesFor } from '../../../shared/card-zones';
import { catalogFileIdOf } from '../../../shared/catalog-files';
import { type CardDetails, type PlacedDetails, placeCardDetails } from '../../../shared/place-card-details';
import { UPLOAD_RULES, UPLOAD_ZONES } from '../../../shared/upload-detail-zones';
import { backArtworkOf } from '../../../shared/variant-back';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import type { FileStorage } from '../../lib/files/file-storage';
import { findTemplate } from '../catalog/template-store';
import type { ArtworkFile, PrintSide } from './print-pdf';

export interface PrintSources {
  front: PrintSide;
  /** The printed back (a two-sided design); null when the back carries only the writing. */
  back: PrintSide | null;
}

type Campaign = Pick<
  CampaignRow,
  | 'designSource'
  | 'frontDesignFileId'
  | 'backDesignFileId'
  | 'logoFileId'
  | 'templateId'
  | 'selectedVariantId'
  | 'contactFields'
>;

/**
 * What the card's printed sides are made of: the customer's uploaded design, or the chosen template's print
 * artwork (its colour variant's when one was picked), with their logo and contact details placed in the
 * template's zones of each side exactly as the builder's preview places them (`placeCardDetails`).
 */
export async function printSources(
  db: DbOrTx,
  storage: FileStorage,
  campaign: Campaign,
): Promise<PrintSources> {
  const logo = await storedFile(db, storage, campaign.logoFileId);
  const details: CardDetails = {
    logoUrl: logo ? logo.name : null,
    contactInfo: campaign.contactFields.map((f) => ({ type: f.type, value: f.value })),
  };
  if (campaign.designSource === 'upload' || !campaign.templateId) {
    const back = await storedFile(db, storage, campaign.backDesignFileId);
    const front = await storedFile(db, storage, campaign.frontDesignFileId);
    return {
      front: side(front, logo, placeCardDetails(UPLOAD_ZONES.front, UPLOAD_RULES, details)),
      back: back ? { artwork: back } : null,
    };
  }
  const template = await findTemplate(db, campaign.templateId);
  if (!template) return { front: { artwork: null }, back: null };
  const variant = template.colorVariants.find((v) => v.name === campaign.selectedVariantId);
  const zones = ZCardZonesSchema.safeParse(template.zones).data ?? null;
  const placed = (name: 'front' | 'back') =>
    placeCardDetails(zonesFor(zones, name, variant?.name), template, details);
  const front = await catalogFile(db, storage, variant?.downloadUrl ?? template.downloadUrl);
  const backUrl = backArtworkOf(template, campaign.selectedVariantId).print;
  const back = backUrl ? await catalogFile(db, storage, backUrl) : null;
  return {
    front: side(front, logo, placed('front')),
    back: back ? side(back, logo, placed('back')) : null,
  };
}

function side(artwork: ArtworkFile | null, logo: ArtworkFile | null, placed: PlacedDetails): PrintSide {
  return {
    artwork,
    logo: logo && placed.logo ? { file: logo, box: placed.logo } : null,
    lines: placed.lines,
  };
}

async function storedFile(db: DbOrTx, storage: FileStorage, id: string | null): Promise<ArtworkFile | null> {
  if (!id) return null;
  const file = await storage.find(db, id);
  if (!file) return null;
  return { name: file.originalName, mimeType: file.mimeType, bytes: await storage.read(file) };
}

/** Template artwork lives in the catalogue's stored files; an external URL is not fetched (reported as a gap). */
async function catalogFile(db: DbOrTx, storage: FileStorage, url: string): Promise<ArtworkFile | null> {
  const id = catalogFileIdOf(url);
  if (id) return storedFile(db, storage, id);
  return { name: url, mimeType: 'text/uri-list', bytes: Buffer.from(url) };
}
