import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import { printPdf } from '../../src/server/features/card-print/print-pdf';
import { printSources } from '../../src/server/features/card-print/print-sources';
import { createFileStorage, type FileStorage } from '../../src/server/lib/files/file-storage';
import { createTestApp, type TestApp } from '../support/test-app';
import { FILES } from './admin-helpers';

let t: TestApp;
let storage: FileStorage;

beforeAll(async () => {
  t = await createTestApp();
  storage = createFileStorage(t.config);
});
afterAll(() => storage.close());

const PHONE = '(555) 010-0199';
const WEBSITE = 'www.acme-motors.com';

/** A seeded two-sided template with logo, website and phone fields, its fronts in colour variants. */
async function dealership() {
  const [row] = await t.database.db
    .select()
    .from(designTemplates)
    .where(eq(designTemplates.name, 'Dealership Service Reminder'));
  return row!;
}

describe('print sources of a template campaign', () => {
  it('places the customer’s logo and details in the zones of each side, as the preview does', async () => {
    const template = await dealership();
    const logo = await storage.save(t.database.db, {
      kind: 'logo',
      originalName: 'logo.png',
      mimeType: 'image/png',
      bytes: FILES.png,
    });
    const sources = await printSources(t.database.db, storage, {
      designSource: 'template',
      frontDesignFileId: null,
      backDesignFileId: null,
      logoFileId: logo.id,
      templateId: template.id,
      selectedVariantId: 'Racing Red',
      contactFields: [
        { type: 'phone', value: PHONE },
        { type: 'website', value: WEBSITE },
        // Not a field this template prints.
        { type: 'email', value: 'hi@acme.test' },
      ],
    });
    const zones = template.zones!;

    expect(sources.front.artwork?.name).toBe('dealership-service-reminder-racing-red.svg');
    expect(sources.front.logo?.box).toMatchObject({
      x: zones.front!.logo!.x,
      y: zones.front!.logo!.y,
      width: zones.front!.logo!.width,
    });
    // The template's order (website before phone), from the first baseline down, in the variant's colour.
    expect(sources.front.lines?.map((l) => [l.text, l.x, l.y, l.color])).toEqual([
      [
        WEBSITE,
        zones.front!.contact!.x,
        zones.front!.contact!.y,
        zones.variantColors!['Racing Red']!.contact,
      ],
      [
        PHONE,
        zones.front!.contact!.x,
        zones.front!.contact!.y + zones.front!.contact!.lineHeight,
        zones.variantColors!['Racing Red']!.contact,
      ],
    ]);

    // The back follows the chosen colour: the Racing Red back, its details in that back's ink.
    expect(sources.back?.artwork?.name).toBe('dealership-service-reminder-back-racing-red.svg');
    expect(sources.back?.logo?.box).toMatchObject({ x: zones.back!.logo!.x, y: zones.back!.logo!.y });
    const backInk = zones.variantColors!['Racing Red']!.back!.contact;
    expect(backInk).not.toBe(zones.back!.contact!.color);
    expect(sources.back?.lines?.map((l) => [l.text, l.y, l.color])).toEqual([
      [WEBSITE, zones.back!.contact!.y, backInk],
      [PHONE, zones.back!.contact!.y + zones.back!.contact!.lineHeight, backInk],
    ]);

    // Both sides print completely: vector artwork, logo and details, nothing left to do by hand.
    for (const side of [sources.front, sources.back!]) {
      const { pdf, gaps } = await printPdf(side);
      expect(gaps).toEqual([]);
      expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('prints no details on a template side without zones', async () => {
    const template = await dealership();
    await t.database.db
      .update(designTemplates)
      .set({ zones: { ...template.zones!, back: null } })
      .where(eq(designTemplates.id, template.id));
    const sources = await printSources(t.database.db, storage, {
      designSource: 'template',
      frontDesignFileId: null,
      backDesignFileId: null,
      logoFileId: null,
      templateId: template.id,
      selectedVariantId: null,
      contactFields: [{ type: 'phone', value: PHONE }],
    });
    expect(sources.front.lines?.map((l) => l.text)).toEqual([PHONE]);
    expect(sources.back).toMatchObject({ logo: null, lines: [] });
  });
});
