// Over 300 lines: the pack's access, job, ZIP and restart checks share the stroke comparison that proves the pen
// files draw the proofs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { contacts, designTemplates, productionPacks, uploadedFiles } from '../../src/server/db/schema';
import { contactFromStored } from '../../src/server/db/stored-contact';
import { parseGcode } from '../../src/server/features/production/parse-gcode';
import {
  productionPackJob,
  registerProductionPackJob,
} from '../../src/server/features/production/production-pack-job';
import { createFileStorage } from '../../src/server/lib/files/file-storage';
import type { JobHandler, JobQueue, JobType } from '../../src/server/lib/jobs/job-queue';
import { DEFAULT_BACK_LAYOUT, type TBackLayout } from '../../src/shared/back-layout';
import { loadStrokeFont } from '../../src/shared/handwriting/load-font';
import { noteToSvg, polylinesToPathData } from '../../src/shared/handwriting/note-svg';
import { seedFor } from '../../src/shared/handwriting/seed';
import type { Point, Polyline } from '../../src/shared/handwriting/types';
import { MANIFEST_COLUMNS, type TProductionPackStatus } from '../../src/shared/production';
import { renderProof } from '../../src/shared/proof-render';
import { CARD } from '../../src/shared/stationery';
import { strokesOfPath } from '../support/svg-strokes';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-db';
import { until } from '../support/until';
import { readZip } from '../support/zip-reader';
import { bearer, insertCampaign, insertContacts, insertOrder, signIn } from './admin-helpers';
import { startQueue, waitForStatus } from './jobs-helpers';

/*
 * The production pack (issue 11 §5): staff start it for a paid campaign, follow its job, and download a ZIP
 * whose pen files and G-code draw exactly each recipient's proof.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app);
});

const MESSAGE =
  'Dear {{first_name}},\n\nThank you for a wonderful year with {{company}}. See you in the spring!';
const PEOPLE = [
  {
    name: 'Lucía Hernández',
    address1: '1234 Maple St',
    address2: 'Apt 5',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
  },
  { name: 'François Zoë Müller', address1: '9 Elm Rd', city: 'Boston', state: 'MA', zip: '02134' },
  { name: '=HYPERLINK("http://evil")', address1: '77 Oak Ave', city: 'Austin', state: 'TX', zip: '73301' },
];

async function paidCampaign(db: Database['db'], people = PEOPLE, extra: object = {}) {
  const campaign = await insertCampaign(db, {
    message: MESSAGE,
    handwritingStyle: 'premium',
    naturalness: 0.8,
    designSource: 'upload',
    ...extra,
  });
  await insertContacts(
    db,
    campaign.id,
    people.map((p) => ({
      ...p,
      customFields: { first_name: p.name.split(' ')[0]!, company: 'Acme Dental' },
    })),
  );
  await insertOrder(db, { campaignId: campaign.id, status: 'paid', paidAt: new Date() });
  return campaign;
}

const api = (method: 'GET' | 'POST', url: string, auth = true) =>
  t.app.inject({ method, url, headers: auth ? bearer(token) : {} });

function waitForJob(jobId: string) {
  let last = '';
  return until(
    async () => {
      const res = await api('GET', `/api/admin/jobs/${jobId}`);
      expect(res.statusCode, res.body).toBe(200);
      last = res.body;
      const body = res.json();
      return body.state === 'done' || body.state === 'failed' ? body : undefined;
    },
    () => `job still ${last}`,
  );
}

/** The ink: the path drawn with round caps (the proof's guides are other paths). */
function pathOf(svg: string): string {
  return /<path d="([^"]*)"[^>]*stroke-linecap="round"/.exec(svg)?.[1] ?? '';
}

const moved = (strokes: Polyline[], by: { x: number; y: number }) =>
  strokes.map((s) => s.map(([x, y]): Point => [x + by.x, y + by.y]));

/** The same strokes as a multiset, each possibly drawn backwards, within ±0.01 mm. */
function expectSameStrokeSet(actual: Polyline[], expected: Polyline[]) {
  expect(actual).toHaveLength(expected.length);
  const close = (a: Polyline, b: Polyline) =>
    a.length === b.length &&
    a.every((p, i) => Math.abs(p[0] - b[i]![0]) <= 0.0101 && Math.abs(p[1] - b[i]![1]) <= 0.0101);
  const remaining = [...expected];
  for (const stroke of actual) {
    const reversed = [...stroke].reverse();
    const at = remaining.findIndex((e) => close(stroke, e) || close(reversed, e));
    expect(at, `stroke starting at ${stroke[0]} is not in the note`).toBeGreaterThanOrEqual(0);
    remaining.splice(at, 1);
  }
}

/**
 * Each note's pen files are its proof's strokes, byte for byte (rendered here on `layout`); the proof route
 * draws those paths at the layout's writing areas, and the note's G-code draws the same strokes there.
 */
async function expectPackDrawsProofs(campaignId: string, zip: Map<string, Buffer>, layout: TBackLayout) {
  const stored = await t.database.db
    .select()
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(contacts.position);
  const font = await loadStrokeFont('premium');
  const plotter = loadConfig({}).plotter;
  const { message: messageArea, address: addressArea } = layout;
  for (const [i, contact] of stored.entries()) {
    const n = String(i + 1).padStart(4, '0');
    const proof = renderProof(
      {
        message: MESSAGE,
        contact: contactFromStored(contact),
        style: 'premium',
        naturalness: 0.8,
        seed: seedFor(campaignId, contact.id),
        layout,
      },
      font,
    );
    const messageSvg = zip.get(`notes/${n}-message.svg`)!.toString('utf8');
    const addressSvg = zip.get(`notes/${n}-address.svg`)!.toString('utf8');
    expect(messageSvg).toBe(noteToSvg(proof.message));
    expect(addressSvg).toBe(noteToSvg(proof.address));
    expect(messageSvg).not.toMatch(/<text|<rect|fill="(?!none)/);

    // The customer's proof (the proof route's SVG) draws these same paths at the card's areas.
    const proofSvg = (
      await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}/proofs/${contact.id}.svg` })
    ).body;
    const messageStrokes = strokesOfPath(pathOf(messageSvg));
    const addressStrokes = strokesOfPath(pathOf(addressSvg));
    expect(pathOf(proofSvg)).toBe(
      polylinesToPathData(messageStrokes, [messageArea.rect.x, messageArea.rect.y]) +
        polylinesToPathData(addressStrokes, [addressArea.rect.x, addressArea.rect.y]),
    );

    const gcode = parseGcode(zip.get(`gcode/${n}.gcode`)!.toString('utf8'), {
      cardHeight: CARD.height,
      ...plotter,
    });
    expectSameStrokeSet(gcode, [
      ...moved(messageStrokes, messageArea.rect),
      ...moved(addressStrokes, addressArea.rect),
    ]);
  }
}

describe('production pack: access', () => {
  it('refuses all its calls without the admin token', async () => {
    const campaign = await paidCampaign(t.database.db);
    for (const [method, url] of [
      ['POST', `/api/admin/campaigns/${campaign.id}/production-pack`],
      ['GET', `/api/admin/campaigns/${campaign.id}/production-pack`],
      ['GET', `/api/admin/campaigns/${campaign.id}/production-pack/status`],
      ['GET', '/api/admin/jobs/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c'],
    ] as const) {
      const res = await api(method, url, false);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses an unpaid campaign with 409, and answers 404 before a pack exists', async () => {
    const db = t.database.db;
    const unpaid = await insertCampaign(db);
    await insertContacts(db, unpaid.id, [{ name: 'Jo' }]);
    await insertOrder(db, { campaignId: unpaid.id, status: 'pending' });
    const start = await api('POST', `/api/admin/campaigns/${unpaid.id}/production-pack`);
    expect(start.statusCode).toBe(409);
    expect(start.json()).toEqual({ message: 'The production pack is available once the campaign is paid.' });

    const download = await api('GET', `/api/admin/campaigns/${unpaid.id}/production-pack`);
    expect(download.statusCode).toBe(404);
    expect(download.json().message).toMatch(/No production pack has been built/);
    const status = await api('GET', `/api/admin/campaigns/${unpaid.id}/production-pack/status`);
    expect(status.json()).toEqual({ job: null, pack: null });

    expect((await api('GET', '/api/admin/jobs/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c')).statusCode).toBe(404);
    expect(
      (await api('POST', '/api/admin/campaigns/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c/production-pack'))
        .statusCode,
    ).toBe(404);
  });
});

describe('production pack: the job and the ZIP', () => {
  it('builds the pack in the background; its files draw exactly each recipient’s proof', async () => {
    const db = t.database.db;
    const campaign = await paidCampaign(db);
    const started = await api('POST', `/api/admin/campaigns/${campaign.id}/production-pack`);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json();
    // Asking again while it is open answers the same job.
    const again = await api('POST', `/api/admin/campaigns/${campaign.id}/production-pack`);
    const final = await waitForJob(jobId);
    expect(final).toEqual({ state: 'done', done: 3, total: 3 });
    if (again.json().jobId !== jobId) expect((await waitForJob(again.json().jobId)).state).toBe('done');

    const status: TProductionPackStatus = (
      await api('GET', `/api/admin/campaigns/${campaign.id}/production-pack/status`)
    ).json();
    expect(status.pack).toMatchObject({
      notes: 3,
      filename: `campaign-${campaign.number}-production-pack.zip`,
    });
    expect(status.job?.state).toBe('done');

    const res = await api('GET', `/api/admin/campaigns/${campaign.id}/production-pack`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="campaign-${campaign.number}-production-pack.zip"`,
    );
    const zip = await readZip(res.rawPayload);
    expect([...zip.keys()].sort()).toEqual(
      [
        'gcode/0001.gcode',
        'gcode/0002.gcode',
        'gcode/0003.gcode',
        'manifest.csv',
        'notes/0001-address.svg',
        'notes/0001-message.svg',
        'notes/0002-address.svg',
        'notes/0002-message.svg',
        'notes/0003-address.svg',
        'notes/0003-message.svg',
        'print/front.pdf',
        'summary.json',
      ].sort(),
    );

    // manifest.csv: one row per contact, in upload order, with the documented columns.
    const manifest = Papa.parse<Record<string, string>>(
      zip
        .get('manifest.csv')!
        .toString('utf8')
        .replace(/^\ufeff/, ''),
      {
        header: true,
        skipEmptyLines: true,
      },
    );
    expect(manifest.meta.fields).toEqual([...MANIFEST_COLUMNS]);
    expect(manifest.data).toHaveLength(3);
    const stored = await db
      .select()
      .from(contacts)
      .where(eq(contacts.campaignId, campaign.id))
      .orderBy(contacts.position);
    expect(manifest.data.map((r) => r.contact_id)).toEqual(stored.map((c) => c.id));
    expect(manifest.data[0]).toMatchObject({
      sequence: '1',
      ...PEOPLE[0],
      style: 'premium',
      message_svg: 'notes/0001-message.svg',
      address_svg: 'notes/0001-address.svg',
      gcode: 'gcode/0001.gcode',
    });
    // A formula in a name stays text in a spreadsheet.
    expect(manifest.data[2]!.name).toBe(`'=HYPERLINK("http://evil")`);
    for (const row of manifest.data) {
      expect(Number(row.letter_size_mm)).toBeGreaterThan(3);
      expect(Number(row.stroke_length_mm)).toBeGreaterThan(100);
      expect(Number(row.pen_up_travel_mm)).toBeGreaterThan(0);
      expect(Number(row.writing_time_s)).toBeGreaterThan(1);
    }

    // Each note's pen files are its proof's strokes, byte for byte; its G-code draws the same strokes.
    await expectPackDrawsProofs(campaign.id, zip, DEFAULT_BACK_LAYOUT);

    const summary = JSON.parse(zip.get('summary.json')!.toString('utf8'));
    expect(summary).toMatchObject({
      campaign: { id: campaign.id, number: campaign.number, name: campaign.name },
      counts: { notes: 3 },
      generator: { app: 'quillpost', version: expect.any(String), packFormat: 1 },
    });
    expect(summary.totals.penUpTravelMm).toBeLessThan(summary.totals.penUpTravelBeforeOrderingMm);
    expect(summary.totals.strokeLengthMm).toBeCloseTo(
      manifest.data.reduce((sum, r) => sum + Number(r.stroke_length_mm), 0),
      0,
    );

    // print/front.pdf: 7.25 × 5.25 in (7 × 5 in plus 0.125 in bleed).
    const pdf = zip.get('print/front.pdf')!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const page = (await PDFDocument.load(pdf)).getPage(0);
    expect(page.getSize()).toEqual({ width: 522, height: 378 });
    expect(page.getTrimBox()).toEqual({ x: 9, y: 9, width: 504, height: 360 });
  });

  it('writes a templated campaign on its template’s back: the proof’s card, in the G-code too', async () => {
    const db = t.database.db;
    const [template] = await db.select().from(designTemplates).where(eq(designTemplates.name, 'Just Listed'));
    const layout = template!.backLayout!;
    expect(layout.message.ruling).not.toBeNull();
    expect(layout.message.rect).not.toEqual(DEFAULT_BACK_LAYOUT.message.rect);
    const campaign = await paidCampaign(db, PEOPLE, { designSource: 'template', templateId: template!.id });
    const { jobId } = (await api('POST', `/api/admin/campaigns/${campaign.id}/production-pack`)).json();
    expect((await waitForJob(jobId)).state).toBe('done');
    const zip = await readZip(
      (await api('GET', `/api/admin/campaigns/${campaign.id}/production-pack`)).rawPayload,
    );
    await expectPackDrawsProofs(campaign.id, zip, layout);
    // Every point the plotter draws lies in one of the template's writing areas.
    const plotter = loadConfig({}).plotter;
    for (const n of ['0001', '0002', '0003']) {
      const strokes = parseGcode(zip.get(`gcode/${n}.gcode`)!.toString('utf8'), {
        cardHeight: CARD.height,
        ...plotter,
      });
      for (const [x, y] of strokes.flat()) {
        const inside = [layout.message.rect, layout.address.rect].some(
          (r) =>
            x >= r.x - 0.011 && x <= r.x + r.width + 0.011 && y >= r.y - 0.011 && y <= r.y + r.height + 0.011,
        );
        expect(inside, `${n}: ${x},${y}`).toBe(true);
      }
    }
    expect(zip.has('print/back.pdf')).toBe(true);
  });

  it('puts the uploaded front and back designs and the logo in print-ready PDFs', async () => {
    const db = t.database.db;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const storage = createFileStorage(t.config);
    const front = await storage.save(db, {
      kind: 'front-design',
      originalName: 'front.png',
      mimeType: 'image/png',
      bytes: png,
    });
    const back = await storage.save(db, {
      kind: 'back-design',
      originalName: 'back.png',
      mimeType: 'image/png',
      bytes: png,
    });
    const campaign = await paidCampaign(db, PEOPLE.slice(0, 1), {
      frontDesignFileId: front.id,
      backDesignFileId: back.id,
      logoFileId: front.id,
      contactFields: [{ type: 'phone', value: '(555) 010-0199' }],
    });
    const { jobId } = (await api('POST', `/api/admin/campaigns/${campaign.id}/production-pack`)).json();
    expect((await waitForJob(jobId)).state).toBe('done');
    const zip = await readZip(
      (await api('GET', `/api/admin/campaigns/${campaign.id}/production-pack`)).rawPayload,
    );
    const { PDFDocument } = await import('pdf-lib');
    for (const side of ['front', 'back']) {
      const doc = await PDFDocument.load(zip.get(`print/${side}.pdf`)!);
      expect(doc.getPage(0).getSize()).toEqual({ width: 522, height: 378 });
    }
    expect(zip.get('print/front.pdf')!.toString('latin1')).toContain('/Subtype /Image');
    expect(JSON.parse(zip.get('summary.json')!.toString()).print).toEqual({
      sides: 2,
      files: ['print/front.pdf', 'print/back.pdf'],
      gaps: [],
    });
  });
});

describe('production pack: a restart mid-job', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-pack-restart-'));
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceMs: 1000 });
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the ZIP over and records only a complete pack', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const deps = { config, database, storage: createFileStorage(config), log: pino({ level: 'silent' }) };
    const people = Array.from({ length: 400 }, (_, i) => ({
      name: `Customer ${i + 1}`,
      address1: `${100 + i} Main Street`,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    }));
    const campaign = await paidCampaign(db, people);
    const packRow = async () =>
      (await db.select().from(productionPacks).where(eq(productionPacks.campaignId, campaign.id)))[0];
    const packFiles = () => db.select().from(uploadedFiles).where(eq(uploadedFiles.kind, 'production-pack'));

    // Process A starts the job and is stopped once some notes are written.
    const queueA = await startQueue(database);
    queues.push(queueA);
    // Process A writes slowly after its first chunk, so it is surely mid-job when it is stopped.
    const slowAfterFirstChunk: JobQueue = {
      enqueue: queueA.enqueue.bind(queueA),
      repeat: queueA.repeat.bind(queueA),
      schedule: queueA.schedule.bind(queueA),
      status: queueA.status.bind(queueA),
      start: queueA.start.bind(queueA),
      stop: queueA.stop.bind(queueA),
      work: <T>(job: JobType<T>, handler: JobHandler<T>) =>
        queueA.work(job, (ctx) =>
          handler({
            ...ctx,
            progress: async (done, total) => {
              await ctx.progress(done, total);
              if (done >= 50) await new Promise((resolve) => setTimeout(resolve, 1000));
            },
          }),
        ),
    };
    await registerProductionPackJob(slowAfterFirstChunk, deps);
    const jobId = await queueA.enqueue(productionPackJob, { campaignId: campaign.id }, { key: campaign.id });
    await waitForStatus(queueA, jobId, (s) => s.state === 'running' && s.done >= 50, 120_000);
    await queueA.stop({ graceMs: 50 });
    queues.splice(queues.indexOf(queueA), 1);
    const interrupted = await queueA.status(jobId);
    expect(interrupted?.state).toBe('queued');
    expect(interrupted!.done).toBeLessThan(400);
    expect(await packRow()).toBeUndefined();
    expect(await packFiles()).toEqual([]);

    // Process B finishes it from scratch.
    const queueB = await startQueue(database);
    queues.push(queueB);
    await registerProductionPackJob(queueB, deps);
    const done = await waitForStatus(
      queueB,
      jobId,
      (s) => s.state === 'done' || s.state === 'failed',
      240_000,
    );
    expect(done).toMatchObject({ state: 'done', done: 400, total: 400 });
    const row = await packRow();
    expect(row).toMatchObject({ notes: 400 });
    const files = await packFiles();
    expect(files.map((f) => f.id)).toEqual([row!.fileId]);
    const zip = await readZip(await deps.storage.read(files[0]!));
    const manifest = zip.get('manifest.csv')!.toString('utf8').trim().split('\r\n');
    expect(manifest).toHaveLength(401);
    expect([...zip.keys()].filter((k) => k.endsWith('.gcode'))).toHaveLength(400);
    expect(zip.has('gcode/0400.gcode')).toBe(true);
    // No half-written ZIP is left behind (the interrupted run's included).
    expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
    // Two processes writing 400 notes' files: minutes on a busy machine. The waits above follow the job's state.
  }, 420_000);
});
