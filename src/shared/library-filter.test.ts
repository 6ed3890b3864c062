import { describe, expect, it } from 'vitest';
import type { TColorVariant } from './catalog';
import {
  countLine,
  designDownload,
  downloadFileName,
  filterTemplates,
  libraryParams,
  matchesQuery,
  parseCategory,
} from './library-filter';

const variant = (name: string, slug: string): TColorVariant => ({
  name,
  color: '#112233',
  preview: '<svg/>',
  downloadUrl: `/downloads/templates/${slug}.ai`,
});

const t = (over: Partial<Parameters<typeof filterTemplates>[0][number]> & { name: string }) => ({
  category: 'business' as const,
  description: '',
  tags: [] as string[],
  featured: false,
  position: 0,
  ...over,
});

const catalogue = [
  t({ name: 'Grand Opening', position: 1, tags: ['event'] }),
  t({ name: 'Classic Thank You', category: 'thank-you', featured: true, position: 2 }),
  t({ name: 'Just Listed', position: 3, featured: true, description: 'Announce a new LISTING nearby' }),
  t({ name: 'Birthday Wishes', category: 'generic', position: 4, tags: ['Celebration', 'party'] }),
];
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('library search', () => {
  it('matches name, description and tags regardless of case', () => {
    expect(matchesQuery(catalogue[0]!, 'grand')).toBe(true);
    expect(matchesQuery(catalogue[2]!, 'listing')).toBe(true);
    expect(matchesQuery(catalogue[3]!, 'CELEBRATION')).toBe(true);
    expect(matchesQuery(catalogue[3]!, 'wedding')).toBe(false);
  });

  it('needs every word somewhere and ignores extra spaces', () => {
    expect(matchesQuery(catalogue[3]!, '  birthday   party ')).toBe(true);
    expect(matchesQuery(catalogue[3]!, 'birthday wedding')).toBe(false);
    expect(matchesQuery(catalogue[3]!, '   ')).toBe(true);
  });
});

describe('filterTemplates', () => {
  it('shows everything, featured first then catalogue order', () => {
    expect(names(filterTemplates(catalogue, { query: '', category: 'all', featuredOnly: false }))).toEqual([
      'Classic Thank You',
      'Just Listed',
      'Grand Opening',
      'Birthday Wishes',
    ]);
  });

  it('combines category, Featured tab and search', () => {
    expect(
      names(filterTemplates(catalogue, { query: '', category: 'business', featuredOnly: false })),
    ).toEqual(['Just Listed', 'Grand Opening']);
    expect(
      names(filterTemplates(catalogue, { query: '', category: 'business', featuredOnly: true })),
    ).toEqual(['Just Listed']);
    expect(
      names(filterTemplates(catalogue, { query: 'thank', category: 'generic', featuredOnly: false })),
    ).toEqual([]);
  });
});

describe('count line and URL', () => {
  it('counts designs in the chosen category', () => {
    expect(countLine(1, 'all')).toBe('Showing 1 design');
    expect(countLine(0, 'all')).toBe('Showing 0 designs');
    expect(countLine(4, 'thank-you')).toBe('Showing 4 designs in Thank You');
  });

  it('reads and writes ?q=&category=', () => {
    expect(parseCategory('generic')).toBe('generic');
    expect(parseCategory('weddings')).toBe('all');
    expect(parseCategory(null)).toBe('all');
    expect(libraryParams('car wash', 'business').toString()).toBe('q=car+wash&category=business');
    expect(libraryParams('  ', 'all').toString()).toBe('');
  });
});

describe('download file names', () => {
  it('hyphenates the lowercased template name and adds the variant or -back', () => {
    expect(downloadFileName('Classic Thank You', { side: 'front' })).toBe('classic-thank-you.ai');
    expect(downloadFileName('Classic Thank You', { side: 'front', variantName: 'Forest' })).toBe(
      'classic-thank-you-forest.ai',
    );
    expect(
      downloadFileName('Policy Renewal — Thank You!', { side: 'front', variantName: 'Navy & Gold' }),
    ).toBe('policy-renewal-thank-you-navy-gold.ai');
    expect(downloadFileName('Just Listed', { side: 'back' })).toBe('just-listed-back.ai');
  });

  it('picks the link of the side and colour shown', () => {
    const template = {
      name: 'Classic Thank You',
      downloadUrl: '/downloads/templates/classic-thank-you.ai',
      backDownloadUrl: '/downloads/templates/classic-thank-you-back.ai',
      colorVariants: [
        variant('Navy', 'classic-thank-you-navy'),
        variant('Forest', 'classic-thank-you-forest'),
      ],
    };
    expect(designDownload(template, { side: 'front', variantName: 'Forest' })).toEqual({
      url: '/downloads/templates/classic-thank-you-forest.ai',
      fileName: 'classic-thank-you-forest.ai',
    });
    expect(designDownload(template, { side: 'back' })?.fileName).toBe('classic-thank-you-back.ai');
    expect(designDownload(template, { side: 'front' })?.url).toBe(
      '/downloads/templates/classic-thank-you.ai',
    );
    expect(designDownload({ ...template, backDownloadUrl: null }, { side: 'back' })).toBeNull();
    expect(designDownload(template, { side: 'front', variantName: 'Teal' })).toBeNull();
  });

  it('saves under the extension the link names (raster artwork downloads as what it is)', () => {
    const template = {
      name: 'Classic Thank You',
      downloadUrl: '/api/catalog-files/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c/classic-thank-you.png',
      backDownloadUrl: 'https://cdn.example.com/art/back.PDF?v=2',
      colorVariants: [],
    };
    expect(designDownload(template, { side: 'front' })?.fileName).toBe('classic-thank-you.png');
    expect(designDownload(template, { side: 'back' })?.fileName).toBe('classic-thank-you-back.pdf');
    expect(downloadFileName('Just Listed', { side: 'back' }, 'jpg')).toBe('just-listed-back.jpg');
  });
});
