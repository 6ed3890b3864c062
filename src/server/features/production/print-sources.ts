import { eq } from 'drizzle-orm';
import { catalogFileIdOf } from '../../../shared/catalog-files';
import type { TContactField } from '../../../shared/contact-fields';
import type { DbOrTx } from '../../db/client';
import { type campaigns, designTemplates } from '../../db/schema';
import type { FileStorage } from '../../lib/file-storage';
import type { ArtworkFile, PrintSide } from './print-pdf';

export interface PrintSources {
  front: PrintSide;
  /** The printed back (a two-sided design); null when the back carries only the writing. */
  back: PrintSide | null;
}

type Campaign = Pick<
  typeof campaigns.$inferSelect,
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
 * artwork (its colour variant's when one was picked), with their logo and contact details on the front.
 */
export async function printSources(
  db: DbOrTx,
  storage: FileStorage,
  campaign: Campaign,
): Promise<PrintSources> {
  const logo = await storedFile(db, storage, campaign.logoFileId);
  const details = campaign.contactFields.map(detailLine);
  if (campaign.designSource === 'upload' || !campaign.templateId) {
    const back = await storedFile(db, storage, campaign.backDesignFileId);
    return {
      front: { artwork: await storedFile(db, storage, campaign.frontDesignFileId), logo, details },
      back: back ? { artwork: back } : null,
    };
  }
  const [template] = await db
    .select()
    .from(designTemplates)
    .where(eq(designTemplates.id, campaign.templateId));
  if (!template) return { front: { artwork: null, logo, details }, back: null };
  const variant = template.colorVariants.find((v) => v.name === campaign.selectedVariantId);
  const front = await catalogFile(db, storage, variant?.downloadUrl ?? template.downloadUrl);
  const back =
    template.twoSided && template.backDownloadUrl
      ? await catalogFile(db, storage, template.backDownloadUrl)
      : null;
  return {
    front: { artwork: front, logo: template.logoEnabled ? logo : null, details },
    back: back ? { artwork: back } : null,
  };
}

function detailLine(field: TContactField): string {
  if (field.type !== 'socialMedia' || !field.platform) return field.value;
  return `${field.platform[0]!.toUpperCase()}${field.platform.slice(1)}: ${field.value}`;
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
