import { describe, expect, it } from 'vitest';
import { catalogFileIdOf } from './catalog-files';
import { isArtworkRef, TEMPLATE_MESSAGES, ZTemplateUpdateSchema } from './template-schemas';

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('artwork references', () => {
  it.each([
    `/api/catalog-files/${ID}`,
    `/api/catalog-files/${ID}/classic-thank-you-forest.ai`,
    'https://cdn.example.com/art/front.png',
    'http://example.com/a.svg',
  ])('accepts %s', (ref) => {
    expect(isArtworkRef(ref)).toBe(true);
  });

  it.each([
    '<svg viewBox="0 0 1 1"></svg>',
    'javascript:alert(1)',
    '//evil.example.com/a.png',
    '/api/placeholder/280/200',
    '/downloads/templates/classic-thank-you.ai',
    '/api/catalog-files/not-a-uuid',
    `/api/catalog-files/${ID}/a/b`,
  ])('refuses %s', (ref) => {
    expect(isArtworkRef(ref)).toBe(false);
  });

  it('names the stored file of a catalogue reference, with or without its download name', () => {
    expect(catalogFileIdOf(`/api/catalog-files/${ID.toUpperCase()}/x.ai`)).toBe(ID);
    expect(catalogFileIdOf('https://cdn.example.com/x.png')).toBeNull();
  });

  it('explains that markup must be uploaded as a file', () => {
    const parsed = ZTemplateUpdateSchema.safeParse({
      colorVariants: [{ name: 'Inline', color: '#123456', preview: '<svg></svg>', downloadUrl: '' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(TEMPLATE_MESSAGES.artworkMarkup);
  });
});
