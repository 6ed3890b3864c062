import { describe, expect, it } from 'vitest';
import type { TDesignTemplate } from '../../../shared/catalog';
import { createEmptyDraft, type TCampaignDraft } from '../../draft/campaign-draft';
import { backSideAvailable, builderReducer, logoAllowed } from './builder-state';
import {
  addableFieldTypes,
  availablePlatforms,
  enabledFieldTypes,
  filledContactFields,
} from './contact-field-rules';
import { continueBlockers } from './continue-rules';
import { fileProblem } from './file-rules';
import { templateVariants } from './template-variants';

function template(overrides: Partial<TDesignTemplate> = {}): TDesignTemplate {
  return {
    id: 7,
    name: 'Just Listed',
    category: 'business',
    description: '',
    tags: [],
    preview: '<svg></svg>',
    backPreview: null,
    downloadUrl: '/downloads/just-listed.ai',
    backDownloadUrl: null,
    featured: false,
    twoSided: false,
    logoEnabled: false,
    websiteEnabled: true,
    emailEnabled: false,
    phoneEnabled: true,
    addressEnabled: false,
    socialMediaEnabled: false,
    maxContactFields: 2,
    colorVariants: [],
    zones: null,
    backLayout: null,
    position: 0,
    ...overrides,
  };
}

const file = { name: 'front.png', type: 'image/png', size: 1200 };

function draftWith(...actions: Parameters<typeof builderReducer>[1][]): TCampaignDraft {
  return actions.reduce(builderReducer, createEmptyDraft('Hi {{first_name}}'));
}

describe('builder state', () => {
  it('selects the first colour variant, or a black Default one built from the template itself', () => {
    const plain = template();
    expect(templateVariants(plain)).toEqual([
      { name: 'Default', color: '#000000', preview: plain.preview, downloadUrl: plain.downloadUrl },
    ]);
    expect(draftWith({ type: 'selectTemplate', template: plain }).postcard.selectedVariant).toBe('Default');
    const painted = template({
      colorVariants: [
        { name: 'Sage', color: '#7a9a7e', preview: '<svg/>', downloadUrl: '/a.ai' },
        { name: 'Navy', color: '#1f2a5a', preview: '<svg/>', downloadUrl: '/b.ai' },
      ],
    });
    const d = draftWith({ type: 'selectTemplate', template: painted });
    expect(d.postcard.selectedTemplate).toEqual({ id: 7, name: 'Just Listed', category: 'business' });
    expect(d.postcard.selectedVariant).toBe('Sage');
  });

  it('clears the other side when the design source changes', () => {
    const t = template();
    const upload = draftWith(
      { type: 'selectTemplate', template: t },
      { type: 'setDesignSource', source: 'upload' },
      { type: 'setFile', slot: 'frontDesign', file },
      { type: 'setFile', slot: 'backDesign', file },
    );
    expect(upload.postcard.selectedTemplate).toBeNull();
    expect(upload.postcard.selectedVariant).toBeNull();
    const back = builderReducer(upload, { type: 'setDesignSource', source: 'template' });
    expect(back.postcard.frontDesign).toBeNull();
    expect(back.postcard.backDesign).toBeNull();
  });

  it('keeps only the contact fields a newly picked template allows, up to its limit', () => {
    const d = draftWith(
      { type: 'setDesignSource', source: 'upload' },
      { type: 'addContactField', fieldType: 'email' },
      { type: 'addContactField', fieldType: 'website' },
      { type: 'addContactField', fieldType: 'phone' },
      { type: 'setDesignSource', source: 'template' },
      { type: 'selectTemplate', template: template({ maxContactFields: 1 }) },
    );
    expect(d.postcard.contactFields.map((f) => f.type)).toEqual(['website']);
  });

  it('drops empty fields and platform-less social fields from what is printed', () => {
    const d = draftWith(
      { type: 'setDesignSource', source: 'upload' },
      { type: 'addContactField', fieldType: 'website' },
      { type: 'addContactField', fieldType: 'socialMedia' },
      { type: 'addContactField', fieldType: 'phone' },
      { type: 'updateContactField', index: 1, patch: { value: '@quill' } },
      { type: 'updateContactField', index: 2, patch: { value: ' (555) 010-2000 ' } },
    );
    expect(d.contactInfo).toEqual([{ type: 'phone', value: '(555) 010-2000' }]);
    expect(
      filledContactFields([{ type: 'socialMedia', value: '@q', socialPlatform: 'tiktok' }]),
    ).toHaveLength(1);
  });

  it('offers each social platform once and only the enabled types', () => {
    const fields = [{ type: 'socialMedia' as const, value: '', socialPlatform: 'facebook' as const }];
    expect(availablePlatforms(fields, -1)).not.toContain('facebook');
    expect(availablePlatforms(fields, 0)).toContain('facebook');
    expect(enabledFieldTypes('template', template())).toEqual(['website', 'phone']);
    expect(enabledFieldTypes('template', null)).toEqual([]);
    expect(addableFieldTypes(fields, ['website', 'socialMedia'], 1)).toEqual([]);
  });

  it('shows the logo and back side by the spec rules', () => {
    expect(logoAllowed('upload', null)).toBe(true);
    expect(logoAllowed('template', template())).toBe(false);
    expect(logoAllowed('template', template({ logoEnabled: true }))).toBe(true);
    const t = template({ twoSided: true, backPreview: '<svg/>' });
    expect(backSideAvailable(draftWith({ type: 'selectTemplate', template: t }), t)).toBe(true);
    const upload = draftWith(
      { type: 'setDesignSource', source: 'upload' },
      { type: 'setFile', slot: 'frontDesign', file },
    );
    expect(backSideAvailable(upload, null)).toBe(false);
    expect(
      backSideAvailable(builderReducer(upload, { type: 'setFile', slot: 'backDesign', file }), null),
    ).toBe(true);
  });

  it('blocks Continue without a name, a design, or with an empty message or one over 600 characters', () => {
    expect(continueBlockers(draftWith())).toEqual(['Give your campaign a name.', 'Choose a template.']);
    const named = draftWith(
      { type: 'setName', name: 'Spring' },
      { type: 'setDesignSource', source: 'upload' },
    );
    expect(continueBlockers(named)).toEqual(['Upload a front design.']);
    const ready = builderReducer(named, { type: 'setFile', slot: 'frontDesign', file });
    expect(continueBlockers(ready)).toEqual([]);
    expect(continueBlockers(builderReducer(ready, { type: 'setMessage', message: 'x'.repeat(600) }))).toEqual(
      [],
    );
    expect(continueBlockers(builderReducer(ready, { type: 'setMessage', message: 'x'.repeat(601) }))).toEqual(
      ['Shorten your message to 600 characters.'],
    );
    // The server refuses an empty message with the same words; the builder says so before the upload step.
    for (const message of ['', '  \n\t ']) {
      expect(continueBlockers(builderReducer(ready, { type: 'setMessage', message }))).toEqual([
        'Message is required.',
      ]);
    }
  });

  it('refuses design files over 10MB, logos over 5MB and other types', () => {
    const big = (name: string, type: string, size: number) => ({ name, type, size });
    expect(fileProblem('frontDesign', big('a.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
    expect(fileProblem('frontDesign', big('a.png', 'image/png', 10 * 1024 * 1024 + 1))).toEqual({
      title: 'File too large',
      description: 'Please upload an image smaller than 10MB',
    });
    expect(fileProblem('logo', big('l.svg', 'image/svg+xml', 5 * 1024 * 1024 + 1))?.description).toBe(
      'Please upload a logo smaller than 5MB',
    );
    expect(fileProblem('logo', big('l.pdf', 'application/pdf', 10))?.title).toBe('Invalid file type');
    expect(fileProblem('backDesign', big('b.pdf', 'application/pdf', 10))).toBeNull();
  });
});
