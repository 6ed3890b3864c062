import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PlotterConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import type { FileStorage } from '../../lib/files/file-storage';
import { contactRecordsAfter, countContacts } from '../campaigns/contact-store';
import { printPdf } from '../card-print/print-pdf';
import { printSources } from '../card-print/print-sources';
import { noteSettingsFor } from '../note-check/note-check';
import { APP_VERSION, PACK_FORMAT_VERSION } from './generator-version';
import { round2 } from './manifest';
import { BATCHES_AHEAD_PER_WORKER, PACK_BATCH, writePackNotes } from './pack-notes-writer';
import { createNoteRenderer, type NoteRenderer } from './pack-render-pool';
import { ZipFileWriter } from './zip-file-writer';

/** Contacts read from the database at a time (keyset pages). */
const PACK_CHUNK = 50;

export interface PackBuildContext {
  db: DbOrTx;
  storage: FileStorage;
  plotter: PlotterConfig;
  /** Render worker threads (`PACK_WORKERS`); 0 renders on the job's own thread. */
  workers: number;
  /** The render workers' module (tests start one that crashes). */
  renderWorker?: URL;
  /** Stop (throw) when aborted: the job is retried from the start. */
  signal: AbortSignal;
  progress: (done: number, total: number) => Promise<void>;
  /** Where the ZIP is written before it is stored (default: the system's temp folder). */
  tmpDir?: string;
}

export interface BuiltPack {
  /** The complete ZIP on local disk; the caller stores it, then removes it. */
  zipPath: string;
  notes: number;
  summary: PackSummary;
}

interface PackSummary {
  campaign: { id: string; number: number; name: string };
  style: string;
  naturalness: number;
  counts: { notes: number; strokes: number; printedSides: number };
  totals: {
    strokeLengthMm: number;
    penUpTravelBeforeOrderingMm: number;
    penUpTravelMm: number;
    writingTimeSeconds: number;
  };
  print: { sides: number; files: string[]; gaps: string[] };
  generator: { app: string; version: string; packFormat: number };
  builtAt: string;
}

/**
 * Writes a campaign's whole production pack into a new ZIP file: every note rendered exactly as its proof
 * (same seed, style, naturalness and card layout), its pen files and G-code, the manifest, the print PDFs and the summary.
 * Notes are rendered in batches by worker threads while this thread writes the finished ones in sequence
 * order; contacts are read a page at a time and only a few batches are out at once, so memory stays flat for
 * 5,000 notes. Always starts from scratch in a new file: a retried job never continues a half-written one.
 */
export async function buildPack(campaign: CampaignRow, ctx: PackBuildContext): Promise<BuiltPack> {
  const settings = await noteSettingsFor(ctx.db, campaign);
  const total = await countContacts(ctx.db, campaign.id);
  const dir = ctx.tmpDir ?? os.tmpdir();
  await fs.mkdir(dir, { recursive: true });
  await removeLeftovers(dir, campaign.number);
  const zipPath = path.join(dir, `${partPrefix(campaign.number)}${randomBytes(6).toString('hex')}.zip.part`);
  const zip = new ZipFileWriter(zipPath);
  let renderer: NoteRenderer | undefined;
  try {
    renderer = createNoteRenderer(
      {
        campaignId: campaign.id,
        campaignNumber: campaign.number,
        message: settings.message,
        style: settings.style,
        naturalness: settings.naturalness,
        layout: settings.layout,
        plotter: ctx.plotter,
        total,
      },
      ctx.workers,
      ctx.renderWorker,
    );
    await ctx.progress(0, total);
    const notes = await writePackNotes(zip, renderer, contactBatches(ctx.db, campaign.id, ctx.signal), {
      style: settings.style,
      batchesAhead: Math.max(ctx.workers, 1) * BATCHES_AHEAD_PER_WORKER,
      written: (done) => ctx.progress(done, Math.max(total, done)),
    });

    zip.add('manifest.csv', notes.manifest);
    const print = await addPrintFiles(zip, campaign, ctx);
    const { totals } = notes;
    const summary: PackSummary = {
      campaign: { id: campaign.id, number: campaign.number, name: campaign.name },
      style: settings.style,
      naturalness: settings.naturalness,
      counts: { notes: notes.done, strokes: totals.strokes, printedSides: print.sides },
      totals: {
        strokeLengthMm: round2(totals.ink),
        penUpTravelBeforeOrderingMm: round2(totals.travelBefore),
        penUpTravelMm: round2(totals.travel),
        writingTimeSeconds: round2(totals.seconds),
      },
      print,
      generator: { app: 'quillpost', version: APP_VERSION, packFormat: PACK_FORMAT_VERSION },
      builtAt: new Date().toISOString(),
    };
    zip.add('summary.json', `${JSON.stringify(summary, null, 2)}\n`);
    ctx.signal.throwIfAborted();
    await zip.close();
    return { zipPath, notes: notes.done, summary };
  } catch (err) {
    zip.abort();
    await fs.rm(zipPath, { force: true });
    throw err;
  } finally {
    await renderer?.close();
  }
}

/** The campaign's contacts in upload order, a render batch at a time, read a page at a time. */
async function* contactBatches(db: DbOrTx, campaignId: string, signal: AbortSignal) {
  let after = -1;
  for (;;) {
    signal.throwIfAborted();
    const page = await contactRecordsAfter(db, campaignId, after, PACK_CHUNK);
    if (page.length === 0) return;
    for (let i = 0; i < page.length; i += PACK_BATCH) yield page.slice(i, i + PACK_BATCH);
    after = page[page.length - 1]!.position;
  }
}

const partPrefix = (campaignNumber: number) => `qp-pack-${campaignNumber}-`;

/**
 * A process that died mid-pack leaves its part file behind. One job per campaign runs at a time (the queue's
 * key), so any part file of this campaign found when a run starts is such a leftover.
 */
async function removeLeftovers(dir: string, campaignNumber: number) {
  for (const name of await fs.readdir(dir)) {
    if (name.startsWith(partPrefix(campaignNumber)) && name.endsWith('.zip.part'))
      await fs.rm(path.join(dir, name), { force: true });
  }
}

/** print/front.pdf (and print/back.pdf for a two-sided design); SVG artwork travels beside its PDF. */
async function addPrintFiles(zip: ZipFileWriter, campaign: CampaignRow, ctx: PackBuildContext) {
  const sources = await printSources(ctx.db, ctx.storage, campaign);
  const files: string[] = [];
  const gaps: string[] = [];
  const sides = [
    ['front', sources.front] as const,
    ...(sources.back ? [['back', sources.back] as const] : []),
  ];
  for (const [name, side] of sides) {
    const svgName = `print/${name}.svg`;
    const { pdf, gaps: sideGaps } = await printPdf(side);
    zip.add(`print/${name}.pdf`, pdf);
    files.push(`print/${name}.pdf`);
    if (side.artwork && /svg/.test(side.artwork.mimeType)) {
      zip.add(svgName, side.artwork.bytes);
      files.push(svgName);
    }
    gaps.push(...sideGaps.map((gap) => `${name}: ${gap}`));
  }
  return { sides: sides.length, files, gaps };
}
