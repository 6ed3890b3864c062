import { describe, expect, it } from 'vitest';
import { DEFAULT_BACK_LAYOUT } from '../../../../shared/back-layout';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { templateFormDefaults, templateFormSchema } from './template-form-schema';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

const existing = {
  id: 7,
  name: 'Harvest',
  category: 'generic',
  description: '',
  tags: [],
  preview: '/api/catalog-files/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  backPreview: '/api/catalog-files/4f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  downloadUrl: '/api/catalog-files/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c/harvest.ai',
  backDownloadUrl: null,
  featured: false,
  twoSided: true,
  logoEnabled: false,
  websiteEnabled: false,
  emailEnabled: false,
  phoneEnabled: false,
  addressEnabled: true,
  socialMediaEnabled: false,
  maxContactFields: 3,
  colorVariants: [],
  zones: null,
  backLayout: null,
  position: 0,
} satisfies TDesignTemplate;

const problems = (current: TDesignTemplate | null, form: object) => {
  const result = templateFormSchema(current).safeParse({ ...templateFormDefaults(current), ...form });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('template form', () => {
  it('starts a new template one-sided, with no zones', () => {
    expect(templateFormDefaults(null)).toMatchObject({ twoSided: false, zones: null });
    expect(problems(null, { name: 'New', preview: file('front.png') })).toEqual([]);
  });

  it('asks for back art before a template is two-sided', () => {
    const needsBack = ['A two-sided template needs a back preview image.'];
    expect(problems(null, { name: 'New', preview: file('f.png'), twoSided: true })).toEqual(needsBack);
    expect(
      problems(null, { name: 'New', preview: file('f.png'), twoSided: true, backPreview: file('b.png') }),
    ).toEqual([]);
    // Editing: the current back counts, unless it is being removed.
    expect(problems(existing, {})).toEqual([]);
    expect(problems(existing, { clearBack: true })).toEqual(needsBack);
    expect(problems(existing, { clearBack: true, twoSided: false })).toEqual([]);
  });

  it('checks the zones with the shared schema', () => {
    const logo = { x: 650, y: 380, width: 120, height: 80, color: '#1f2937' };
    expect(problems(existing, { zones: { front: { logo, contact: null }, back: null } })).toEqual([
      'Detail zones must lie on the 700 × 500 card.',
    ]);
    const fits = { ...logo, x: 40 };
    expect(problems(existing, { zones: { front: { logo: fits, contact: null }, back: null } })).toEqual([]);
    expect(
      problems(existing, {
        zones: { front: { logo: { ...fits, width: Number.NaN }, contact: null }, back: null },
      }),
    ).toHaveLength(1);
  });

  it('starts from the template’s back layout and checks it with the shared rules', () => {
    expect(templateFormDefaults(existing).backLayout).toBeNull();
    expect(problems(existing, { backLayout: DEFAULT_BACK_LAYOUT })).toEqual([]);
    const high = structuredClone(DEFAULT_BACK_LAYOUT);
    high.address.rect.y = 40;
    expect(problems(existing, { backLayout: high })).toEqual([
      'The address area must lie in the USPS OCR read area: the right half, 5/8 to 2 3/4 in from the bottom, 1/2 in from the side.',
    ]);
    const emptied = structuredClone(DEFAULT_BACK_LAYOUT);
    emptied.message.rect.width = Number.NaN;
    expect(problems(existing, { backLayout: emptied })).toEqual([
      'Every number of the back layout must be a size in mm on the 177.8 × 127 mm card.',
    ]);
  });
});
