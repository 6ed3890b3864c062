import { z } from 'zod';
import { DESIGN_SOURCES } from '../../shared/campaign';
import { CONTACT_FIELD_TYPES, SOCIAL_PLATFORMS } from '../../shared/contact-fields';
import { PUBLIC_HANDWRITING_STYLES } from '../../shared/handwriting/styles';
import { TEMPLATE_CATEGORIES } from '../../shared/template-categories';

/**
 * The campaign draft (public-site.md §3), held in session storage between the builder and the contact
 * upload. The files themselves live in IndexedDB (file-store.ts); the draft keeps their name, type and
 * size so a page can tell what it is waiting for.
 */
const ZStoredFileSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
});
export type TStoredFile = z.infer<typeof ZStoredFileSchema>;

const ZContactFieldEntrySchema = z.object({
  type: z.enum(CONTACT_FIELD_TYPES),
  value: z.string(),
  socialPlatform: z.enum(SOCIAL_PLATFORMS).optional(),
});
export type TContactFieldEntry = z.infer<typeof ZContactFieldEntrySchema>;

export type { DesignSource } from '../../shared/campaign';

export type PublicHandwritingStyle = (typeof PUBLIC_HANDWRITING_STYLES)[number];

const ZPostcardSchema = z.object({
  designSource: z.enum(DESIGN_SOURCES),
  message: z.string(),
  handwritingFont: z.enum(PUBLIC_HANDWRITING_STYLES),
  /** 0 neat … 1 natural; null until the customer moves the slider (the style's default applies). */
  naturalness: z.number().min(0).max(1).nullable().default(null),
  selectedTemplate: z
    .object({ id: z.number().int(), name: z.string(), category: z.enum(TEMPLATE_CATEGORIES) })
    .nullable(),
  /** The colour variant's name ('Default' for templates without variants). */
  selectedVariant: z.string().nullable(),
  frontDesign: ZStoredFileSchema.nullable(),
  backDesign: ZStoredFileSchema.nullable(),
  logo: ZStoredFileSchema.nullable(),
  /** The rows as edited, empty ones included. */
  contactFields: z.array(ZContactFieldEntrySchema),
});

/** What the contact-upload page adds, so a reload or a failed save loses nothing. */
const ZUploadStepSchema = z.object({
  deliveryDate: z.string().nullable(),
  csv: ZStoredFileSchema.nullable(),
  /**
   * Set once the server created the campaign: a retry after a later failure, or a change made after coming
   * back from checkout, updates it instead of creating another. Cleared once it is paid.
   */
  createdCampaign: z.object({ id: z.string(), fingerprint: z.string() }).nullable(),
  /** A draft rebuilt from the server (another tab): the contacts it already holds, kept unless a CSV replaces them. */
  keptContacts: z.number().int().nonnegative().default(0),
});

const ZCampaignDraftSchema = z.object({
  version: z.literal(1),
  /** Names this draft's files in IndexedDB. */
  draftId: z.string().min(1),
  name: z.string(),
  postcard: ZPostcardSchema,
  /** The contact details printed on the card: the rows above without the empty ones. */
  contactInfo: z.array(ZContactFieldEntrySchema),
  totalNotes: z.number().int().nonnegative(),
  pricePerNote: z.string(),
  totalAmount: z.string(),
  upload: ZUploadStepSchema,
});
export type TCampaignDraft = z.infer<typeof ZCampaignDraftSchema>;

const DRAFT_STORAGE_KEY = 'quillpost.campaignDraft';

function newDraftId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function createEmptyDraft(message: string): TCampaignDraft {
  return {
    version: 1,
    draftId: newDraftId(),
    name: '',
    postcard: {
      designSource: 'template',
      message,
      handwritingFont: 'professional',
      naturalness: null,
      selectedTemplate: null,
      selectedVariant: null,
      frontDesign: null,
      backDesign: null,
      logo: null,
      contactFields: [],
    },
    contactInfo: [],
    totalNotes: 0,
    pricePerNote: '4.99',
    totalAmount: '0.00',
    upload: { deliveryDate: null, csv: null, createdCampaign: null, keptContacts: 0 },
  };
}

/** The stored draft, or null when there is none or it cannot be read (an older or tampered shape). */
export function readDraft(): TCampaignDraft | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = ZCampaignDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: TCampaignDraft): void {
  sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  sessionStorage.removeItem(DRAFT_STORAGE_KEY);
}

export function storedFile(file: File): TStoredFile {
  return { name: file.name, type: file.type, size: file.size };
}
