import type { TCreateCampaignInput, TEditCampaignInput } from '../../../shared/campaign';
import { toContactFieldPayloads } from '../../../shared/contact-fields';
import type { TContact } from '../../../shared/contacts-csv';
import { createCampaign } from '../../../shared/contracts/campaigns/create-campaign';
import { editCampaign } from '../../../shared/contracts/campaigns/edit-campaign';
import { replaceCampaignContacts } from '../../../shared/contracts/campaigns/replace-campaign-contacts';
import { uploadCampaignFile } from '../../../shared/contracts/campaigns/upload-campaign-file';
import { centsToDecimal } from '../../../shared/money';
import { quote } from '../../../shared/pricing';
import type { TCampaignDraft } from '../../draft/campaign-draft';
import type { DraftFiles } from '../../draft/file-store';
import { errorMessage, errorStatus } from '../../lib/api';
import { call } from '../../lib/call';

/** A failed step, worded for the 'Error creating campaign' toast (public-site.md §8). */
export class SubmitError extends Error {
  constructor(description: string) {
    super(description);
    this.name = 'SubmitError';
  }
}

type CreatePayload = TCreateCampaignInput & {
  selectedTemplate: TCampaignDraft['postcard']['selectedTemplate'];
  /** Shown to nobody and ignored by the server, which prices the stored contacts itself. */
  totalNotes: number;
  pricePerNote: string;
  totalAmount: string;
};

/** The campaign creation payload (public-site.md §3). */
export function buildCreatePayload(
  draft: TCampaignDraft,
  contactCount: number,
  deliveryDate: string,
): CreatePayload {
  const { postcard } = draft;
  const q = quote(contactCount);
  const isTemplate = postcard.designSource === 'template';
  return {
    name: draft.name.trim(),
    message: postcard.message,
    handwritingStyle: postcard.handwritingFont,
    naturalness: postcard.naturalness,
    stationeryType: 'postcard',
    designSource: postcard.designSource,
    selectedTemplate: isTemplate ? postcard.selectedTemplate : null,
    templateId: isTemplate ? (postcard.selectedTemplate?.id ?? null) : null,
    selectedVariantId: isTemplate ? postcard.selectedVariant : null,
    contactFields: toContactFieldPayloads(draft.contactInfo),
    deliveryDate,
    totalNotes: contactCount,
    pricePerNote: centsToDecimal(q.pricePerNoteCents),
    totalAmount: centsToDecimal(q.totalCents),
  };
}

/** What identifies "the same campaign" for a retry: the payload without the figures the server computes. */
export function payloadFingerprint(payload: CreatePayload): string {
  const { totalNotes: _n, pricePerNote: _p, totalAmount: _t, ...rest } = payload;
  return JSON.stringify(rest);
}

/** What the customer may change of a campaign they created (`PATCH /api/campaigns/:id`): the payload's words. */
function editPayload(payload: CreatePayload): TEditCampaignInput {
  return {
    name: payload.name,
    message: payload.message,
    handwritingStyle: payload.handwritingStyle,
    naturalness: payload.naturalness,
    designSource: payload.designSource,
    templateId: payload.templateId,
    selectedVariantId: payload.selectedVariantId,
    contactFields: payload.contactFields,
    deliveryDate: payload.deliveryDate,
  };
}

const FILE_UPLOADS = [
  {
    slot: 'frontDesign',
    contract: uploadCampaignFile['front-design'],
    field: 'frontDesign',
    label: 'front design',
  },
  {
    slot: 'backDesign',
    contract: uploadCampaignFile['back-design'],
    field: 'backDesign',
    label: 'back design',
  },
  { slot: 'logo', contract: uploadCampaignFile.logo, field: 'logoFile', label: 'logo' },
] as const;

export interface SubmitInput {
  draft: TCampaignDraft;
  files: DraftFiles;
  contacts: TContact[];
  deliveryDate: string;
  /** Called as soon as the server has the campaign, so a later failure can retry without a second one. */
  onCreated: (created: { id: string; fingerprint: string } | null) => void;
}

/**
 * Continue to Checkout (public-site.md §4): create the campaign, or update the one this draft already created
 * (a failed attempt, or the customer came back from checkout to fix something), upload its files, send its
 * contacts. Resolves with the campaign id.
 */
export async function submitCampaign({
  draft,
  files,
  contacts,
  deliveryDate,
  onCreated,
}: SubmitInput): Promise<string> {
  const payload = buildCreatePayload(draft, contacts.length, deliveryDate);
  const fingerprint = payloadFingerprint(payload);
  const previous = draft.upload.createdCampaign;
  let id = previous && previous.fingerprint === fingerprint ? previous.id : null;

  if (!id && previous) {
    try {
      await call(editCampaign, { params: { id: previous.id }, body: editPayload(payload) });
    } catch (err) {
      // Paid meanwhile, expired or gone: say why; the next try starts a new campaign.
      const status = errorStatus(err);
      if (status === 404 || status === 409) onCreated(null);
      throw new SubmitError(errorMessage(err, 'Please try again.'));
    }
    id = previous.id;
    onCreated({ id, fingerprint });
  }

  if (!id) {
    let createdId: string | undefined;
    try {
      createdId = (await call(createCampaign, { body: payload }))?.id;
    } catch (err) {
      throw new SubmitError(errorMessage(err, 'Please try again.'));
    }
    if (!createdId) throw new SubmitError('Failed to create campaign');
    id = createdId;
    onCreated({ id, fingerprint });
  }

  const forget = (err: unknown) => {
    // The campaign is gone (or was paid meanwhile): the next try starts a new one.
    const status = errorStatus(err);
    if (status === 404 || status === 409) onCreated(null);
  };

  for (const upload of FILE_UPLOADS) {
    const wanted = upload.slot === 'logo' ? draft.postcard.logo : draft.postcard[upload.slot];
    const file = files[upload.slot];
    if (!wanted) continue;
    if (!file) throw new SubmitError(`Your ${upload.label} is missing. Please go back and add it again.`);
    const body = new FormData();
    body.append(upload.field, file, file.name);
    try {
      await call(upload.contract, { params: { id }, body });
    } catch (err) {
      console.error(`Uploading the ${upload.label} failed`, err);
      forget(err);
      throw new SubmitError(`Failed to upload your ${upload.label}: ${errorMessage(err)}`);
    }
  }

  // No new list on a campaign that holds its contacts already (a draft rebuilt from the server): they stay.
  if (contacts.length === 0 && draft.upload.keptContacts > 0) return id;
  try {
    await call(replaceCampaignContacts, { body: { campaignId: id, contacts } });
  } catch (err) {
    forget(err);
    throw new SubmitError(errorMessage(err, 'Failed to upload contacts'));
  }
  return id;
}
