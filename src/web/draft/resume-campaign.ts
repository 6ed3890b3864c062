import type { CampaignDesignSide, TCampaign } from '../../shared/campaign';
import { getCampaignDesign } from '../../shared/contracts/campaigns/get-campaign-design';
import { listTemplates } from '../../shared/contracts/catalog/list-templates';
import { isOneOf } from '../../shared/guards';
import { PUBLIC_HANDWRITING_STYLES } from '../../shared/handwriting/styles';
import { call } from '../lib/call';
import {
  createEmptyDraft,
  type PublicHandwritingStyle,
  storedFile,
  type TCampaignDraft,
} from './campaign-draft';
import { saveDraftFile } from './file-store';

const DESIGN_FILES = [
  { slot: 'frontDesign', side: 'front', has: 'hasFrontDesign', name: 'front-design' },
  { slot: 'backDesign', side: 'back', has: 'hasBackDesign', name: 'back-design' },
  { slot: 'logo', side: 'logo', has: 'hasLogo', name: 'logo' },
] as const satisfies readonly {
  slot: 'frontDesign' | 'backDesign' | 'logo';
  side: CampaignDesignSide;
  has: keyof TCampaign;
  name: string;
}[];

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg',
};

function publicStyle(style: string): PublicHandwritingStyle {
  return isOneOf(PUBLIC_HANDWRITING_STYLES, style) ? style : 'professional';
}

/**
 * The draft of a campaign the server keeps, for a customer who comes back from checkout in a tab that no longer
 * holds it (another tab, the link in an e-mail): its words, design choice and files are read back; its contacts
 * stay on the server until a new CSV replaces them.
 */
export async function draftFromCampaign(campaign: TCampaign): Promise<TCampaignDraft> {
  const draft = createEmptyDraft(campaign.message);
  const template =
    campaign.designSource === 'template' && campaign.templateId !== null
      ? ((await call(listTemplates)).find((t) => t.id === campaign.templateId) ?? null)
      : null;
  const postcard: TCampaignDraft['postcard'] = {
    ...draft.postcard,
    designSource: campaign.designSource,
    handwritingFont: publicStyle(campaign.handwritingStyle),
    naturalness: campaign.naturalness,
    selectedTemplate: template ? { id: template.id, name: template.name, category: template.category } : null,
    selectedVariant: template ? campaign.selectedVariantId : null,
    contactFields: campaign.contactFields.map((f) =>
      f.platform
        ? { type: f.type, value: f.value, socialPlatform: f.platform }
        : { type: f.type, value: f.value },
    ),
  };
  for (const file of DESIGN_FILES) {
    if (!campaign[file.has]) continue;
    const blob = await call(getCampaignDesign, { params: { id: campaign.id, side: file.side } });
    const stored = new File([blob], `${file.name}.${EXTENSIONS[blob.type] ?? 'bin'}`, { type: blob.type });
    await saveDraftFile(draft.draftId, file.slot, stored);
    postcard[file.slot] = storedFile(stored);
  }
  return {
    ...draft,
    name: campaign.name,
    postcard,
    contactInfo: postcard.contactFields,
    upload: {
      deliveryDate: campaign.deliveryDate,
      csv: null,
      // An empty fingerprint never matches: the first Continue sends the customer's changes.
      createdCampaign: { id: campaign.id, fingerprint: '' },
      keptContacts: campaign.contactCount,
    },
  };
}
