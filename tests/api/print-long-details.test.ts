/**
 * Printed details are never cut (issue 22): every seeded template's print files, made with long realistic
 * details (a 45-character street, a long e-mail address), carry each detail whole and no ellipsis; what a
 * design cannot hold is refused by the server with a message naming it. The back prints in the chosen colour.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { addDays } from 'date-fns/addDays';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import { ZSeedArtManifestSchema } from '../../src/server/db/seed-art-manifest';
import { printPdf } from '../../src/server/features/card-print/print-pdf';
import { printSources } from '../../src/server/features/card-print/print-sources';
import { createFileStorage, type FileStorage } from '../../src/server/lib/files/file-storage';
import { ZCardZonesSchema } from '../../src/shared/card-zones';
import type { ContactFieldType } from '../../src/shared/contact-fields';
import { nextBusinessDay, toCalendarDate } from '../../src/shared/delivery-date';
import { designDetailProblems } from '../../src/shared/detail-problems';
import type { PrintedDetail } from '../../src/shared/place-card-details';
import { createTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);

let t: TestApp;
let storage: FileStorage;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  storage = createFileStorage(t.config);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qp-print-details-'));
});
afterAll(async () => {
  await storage.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const STREET = '24001 North Lakeside Boulevard, Building 12-C';
const LONG: Record<ContactFieldType, string> = {
  address: `${STREET}, Madison, WI 53703`,
  email: 'appointments.frontdesk@lakesidefamilydental.com',
  website: 'www.lakesidefamilydentistry-madison.com',
  phone: '(608) 555-0142 ext. 204',
  socialMedia: '@lakesidefamilydentistry',
};
/** The long ones first, so every template prints the street and the e-mail when it takes them at all. */
const PRIORITY: ContactFieldType[] = ['address', 'email', 'website', 'phone', 'socialMedia'];
const ENABLED: Record<ContactFieldType, keyof typeof designTemplates.$inferSelect> = {
  website: 'websiteEnabled',
  email: 'emailEnabled',
  phone: 'phoneEnabled',
  address: 'addressEnabled',
  socialMedia: 'socialMediaEnabled',
};

type Template = typeof designTemplates.$inferSelect;

/** The template's enabled fields, long ones first, up to its limit. */
function longDetails(template: Template, skip: ContactFieldType[] = []): PrintedDetail[] {
  return PRIORITY.filter((type) => template[ENABLED[type]] === true && !skip.includes(type))
    .slice(0, template.maxContactFields)
    .map((type) => ({
      type,
      value: LONG[type],
      ...(type === 'socialMedia' ? { socialPlatform: 'instagram' } : {}),
    }));
}

const problemsOf = (template: Template, details: PrintedDetail[]) =>
  designDetailProblems(
    { ...template, zones: ZCardZonesSchema.safeParse(template.zones).data ?? null },
    details,
  );

/** QP_KEEP_PRINTS=<folder> keeps the PDFs to look at (pdftoppm -png). */
async function pdfText(pdf: Uint8Array, name: string): Promise<string> {
  const keep = process.env.QP_KEEP_PRINTS;
  if (keep) await fs.mkdir(keep, { recursive: true });
  const file = path.join(keep ?? dir, `${name}.pdf`);
  await fs.writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** The seeded catalogue, by name (the database is seeded from the same manifest). */
const NAMES = ZSeedArtManifestSchema.parse(
  JSON.parse(
    await fs.readFile(new URL('../../src/server/db/seed-art/manifest.json', import.meta.url), 'utf8'),
  ),
).templates.map((tpl) => tpl.name);

describe('print files of every seeded template with long details', () => {
  it.each(NAMES)('%s: every detail whole, no ellipsis, or refused by name', async (name) => {
    const [template] = await t.database.db
      .select()
      .from(designTemplates)
      .where(eq(designTemplates.name, name));
    let details = longDetails(template!);
    const problems = problemsOf(template!, details);
    if (problems.length > 0) {
      // Refused, naming a detail; the street, the e-mail and a phone still print.
      expect(problems.some((p) => details.some((d) => p.includes(`"${d.value}"`)))).toBe(true);
      details = details.filter((d) => ['address', 'email', 'phone'].includes(d.type));
      expect(problemsOf(template!, details)).toEqual([]);
    }
    // The last colour variant: the back printed is the one repainted in its colours.
    const variant = template!.colorVariants.at(-1) ?? null;
    const sources = await printSources(t.database.db, storage, {
      designSource: 'template',
      frontDesignFileId: null,
      backDesignFileId: null,
      logoFileId: null,
      templateId: template!.id,
      selectedVariantId: variant?.name ?? null,
      contactFields: details,
    });
    let seen = '';
    for (const [side, print] of [
      ['front', sources.front],
      ['back', sources.back],
    ] as const) {
      if (!print) continue;
      const { pdf, gaps } = await printPdf(print);
      expect(gaps).toEqual([]);
      const text = await pdfText(pdf, `${name.toLowerCase().replaceAll(' ', '-')}-${side}`);
      expect(text, side).not.toContain('\u2026');
      expect(text, side).not.toContain('...');
      seen += text;
    }
    for (const detail of details) expect(squash(seen)).toContain(squash(detail.value));
    if (template!.twoSided && template!.colorVariants.length > 1) {
      expect(sources.back?.artwork?.name).toMatch(/-back-[a-z-]+\.svg$/);
    }
  });
});

describe('the server refuses what the design cannot print whole', () => {
  // Well past the earliest date the delivery rule allows.
  const inThreeWeeks = nextBusinessDay(toCalendarDate(addDays(new Date(), 21)));
  const payload = (template: Template, contactFields: PrintedDetail[]) => ({
    name: 'Long details',
    message: 'Hi {{first_name|there}},\n\nThank you!\n\nBest regards,',
    handwritingStyle: 'professional',
    stationeryType: 'postcard',
    designSource: 'template',
    templateId: template.id,
    selectedVariantId: null,
    contactFields,
    deliveryDate: inThreeWeeks,
  });

  it('answers 400 naming the detail, and accepts the same design with details it can hold', async () => {
    const [listed] = await t.database.db
      .select()
      .from(designTemplates)
      .where(eq(designTemplates.name, 'Just Listed'));
    if (!listed) throw new Error('Just Listed is seeded');
    const details = longDetails(listed);
    const [problem] = problemsOf(listed, details);
    expect(problem).toBeDefined();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      payload: payload(listed, details),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(problem);
    expect(problem).toMatch(/^Your (details need more lines|email address "[^"]+" is too long)/);

    const fits = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      payload: payload(listed, [
        { type: 'email', value: LONG.email },
        { type: 'phone', value: LONG.phone },
      ]),
    });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('refuses an uploaded design\u2019s detail too long for the upload band', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      payload: {
        ...payload({ id: 0 } as Template, [{ type: 'website', value: `www.${'a'.repeat(150)}.com` }]),
        designSource: 'upload',
        templateId: null,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Your website "www.aaaa');
  });
});
