import type { TDesignTemplate } from '../../../shared/catalog';
import type { ContactFieldType } from '../../../shared/contact-fields';
import type {
  DesignSource,
  PublicHandwritingStyle,
  TCampaignDraft,
  TContactFieldEntry,
  TStoredFile,
} from '../../draft/campaign-draft';
import {
  enabledFieldTypes,
  filledContactFields,
  fitFieldsToTemplate,
  maxContactFields,
} from './contact-field-rules';
import { firstVariant } from './template-variants';

export type DesignSlot = 'frontDesign' | 'backDesign' | 'logo';

export type BuilderAction =
  | { type: 'setName'; name: string }
  | { type: 'setDesignSource'; source: DesignSource }
  | { type: 'selectTemplate'; template: TDesignTemplate }
  | { type: 'clearTemplate' }
  | { type: 'selectVariant'; name: string }
  | { type: 'setFile'; slot: DesignSlot; file: TStoredFile | null }
  | { type: 'setMessage'; message: string }
  | { type: 'setHandwriting'; style: PublicHandwritingStyle }
  | { type: 'setNaturalness'; naturalness: number }
  | { type: 'addContactField'; fieldType: ContactFieldType; platform?: TContactFieldEntry['socialPlatform'] }
  | { type: 'updateContactField'; index: number; patch: Partial<TContactFieldEntry> }
  | { type: 'removeContactField'; index: number }
  /** Leaves the campaign being changed and starts an empty draft. */
  | { type: 'startOver'; draft: TCampaignDraft };

function withContactFields(draft: TCampaignDraft, contactFields: TContactFieldEntry[]): TCampaignDraft {
  return {
    ...draft,
    postcard: { ...draft.postcard, contactFields },
    contactInfo: filledContactFields(contactFields),
  };
}

/**
 * The builder's state is the draft itself (public-site.md §3, §4): every change is one of these actions,
 * and the page writes the result to session storage.
 */
export function builderReducer(draft: TCampaignDraft, action: BuilderAction): TCampaignDraft {
  const postcard = draft.postcard;
  switch (action.type) {
    case 'startOver':
      return action.draft;
    case 'setName':
      return { ...draft, name: action.name };
    case 'setDesignSource': {
      if (action.source === postcard.designSource) return draft;
      // Switching clears the other side's choices.
      const next =
        action.source === 'template'
          ? { ...postcard, designSource: action.source, frontDesign: null, backDesign: null }
          : { ...postcard, designSource: action.source, selectedTemplate: null, selectedVariant: null };
      return { ...draft, postcard: next };
    }
    case 'selectTemplate': {
      const { template } = action;
      const fields = fitFieldsToTemplate(
        postcard.contactFields,
        enabledFieldTypes('template', template),
        maxContactFields('template', template),
      );
      return withContactFields(
        {
          ...draft,
          postcard: {
            ...postcard,
            selectedTemplate: { id: template.id, name: template.name, category: template.category },
            selectedVariant: firstVariant(template).name,
          },
        },
        fields,
      );
    }
    case 'clearTemplate':
      return { ...draft, postcard: { ...postcard, selectedTemplate: null, selectedVariant: null } };
    case 'selectVariant':
      return { ...draft, postcard: { ...postcard, selectedVariant: action.name } };
    case 'setFile':
      return { ...draft, postcard: { ...postcard, [action.slot]: action.file } };
    case 'setMessage':
      return { ...draft, postcard: { ...postcard, message: action.message } };
    case 'setHandwriting':
      return { ...draft, postcard: { ...postcard, handwritingFont: action.style } };
    case 'setNaturalness':
      return {
        ...draft,
        postcard: { ...postcard, naturalness: Math.min(1, Math.max(0, action.naturalness)) },
      };
    case 'addContactField': {
      const entry: TContactFieldEntry = { type: action.fieldType, value: '' };
      if (action.fieldType === 'socialMedia') entry.socialPlatform = action.platform;
      return withContactFields(draft, [...postcard.contactFields, entry]);
    }
    case 'updateContactField':
      return withContactFields(
        draft,
        postcard.contactFields.map((f, i) => (i === action.index ? { ...f, ...action.patch } : f)),
      );
    case 'removeContactField':
      return withContactFields(
        draft,
        postcard.contactFields.filter((_, i) => i !== action.index),
      );
  }
}

/** Whether the logo section shows (public-site.md §2): upload mode, or a template with logoEnabled. */
export function logoAllowed(source: DesignSource, template: TDesignTemplate | null): boolean {
  return source === 'upload' || template?.logoEnabled === true;
}

/** Whether the Back Side tab can be opened (public-site.md §4). */
export function backSideAvailable(draft: TCampaignDraft, template: TDesignTemplate | null): boolean {
  if (draft.postcard.designSource === 'upload') return draft.postcard.backDesign !== null;
  return template?.twoSided === true;
}
