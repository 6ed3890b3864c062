import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import { noteToSvg } from '../../../shared/handwriting/note-svg';
import { seedFor } from '../../../shared/handwriting/seed';
import { noteFileNames, noteSequenceLabel } from '../../../shared/production';
import { renderProof } from '../../../shared/proof-render';
import type { PlotterConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { noteSettings } from '../campaigns/proofs/note-check';
import { APP_VERSION, PACK_FORMAT_VERSION } from './generator-version';
import { type ManifestRow, manifestHeader, manifestLines, round2 } from './manifest';
import { plotNote } from './note-plot';
import { printPdf } from './print-pdf';
import { printSources } from './print-sources';
import { contactsAfter, countPackContacts, type PackCampaign } from './production-pack-store';
import { ZipFileWriter } from './zip-file-writer';

/** Notes rendered between two yields to the event loop (and one bounded batch of ZIP entries in memory). */
export const PACK_CHUNK = 50;

export interface PackBuildContext {
  db: DbOrTx;
  storage: FileStorage;
  plotter: PlotterConfig;
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

export interface PackSummary {
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
 * (same seed, style and naturalness), its pen files and G-code, the manifest, the print PDFs and the summary.
 * Contacts are read and rendered a chunk at a time, so memory stays flat for 5,000 notes. Always starts from
 * scratch in a new file: a retried job never continues a half-written one.
 */
export async function buildPack(campaign: PackCampaign, ctx: PackBuildContext): Promise<BuiltPack> {
  const settings = noteSettings(campaign);
  const font = await loadStrokeFont(settings.style);
  const total = await countPackContacts(ctx.db, campaign.id);
  const dir = ctx.tmpDir ?? os.tmpdir();
  await fs.mkdir(dir, { recursive: true });
  await removeLeftovers(dir, campaign.number);
  const zipPath = path.join(dir, `${partPrefix(campaign.number)}${randomBytes(6).toString('hex')}.zip.part`);
  const zip = new ZipFileWriter(zipPath);
  try {
    await ctx.progress(0, total);
    const totals = { strokes: 0, ink: 0, travelBefore: 0, travel: 0, seconds: 0 };
    let manifest = manifestHeader();
    let done = 0;
    let after = -1;
    for (;;) {
      ctx.signal.throwIfAborted();
      const chunk = await contactsAfter(ctx.db, campaign.id, after, PACK_CHUNK);
      if (chunk.length === 0) break;
      const rows: ManifestRow[] = [];
      for (const [i, contact] of chunk.entries()) {
        const sequence = done + 1;
        const proof = renderProof(
          {
            message: settings.message,
            contact,
            style: settings.style,
            naturalness: settings.naturalness,
            seed: seedFor(campaign.id, contact.id),
          },
          font,
        );
        const names = noteFileNames(sequence);
        const plotted = plotNote(proof.message, proof.address, ctx.plotter, [
          `Quillpost campaign #${campaign.number}, note ${noteSequenceLabel(sequence)} of ${total}`,
          `Contact ${contact.id}`,
        ]);
        zip.add(names.message, noteToSvg(proof.message));
        zip.add(names.address, noteToSvg(proof.address));
        // The chunk's last file paces the writer: at most one chunk waits to be compressed.
        if (i === chunk.length - 1) await zip.flush(names.gcode, plotted.gcode);
        else zip.add(names.gcode, plotted.gcode);
        totals.strokes += plotted.after.strokes;
        totals.ink += plotted.after.strokeLengthMm;
        totals.travelBefore += plotted.before.penUpTravelMm;
        totals.travel += plotted.after.penUpTravelMm;
        totals.seconds += plotted.writingSeconds;
        rows.push({
          sequence,
          contact_id: contact.id,
          name: contact.name,
          address1: contact.address,
          address2: contact.address2,
          city: contact.city,
          state: contact.state,
          zip: contact.zipCode,
          style: settings.style,
          message_svg: names.message,
          address_svg: names.address,
          gcode: names.gcode,
          letter_size_mm: round2(proof.message.letterHeightMm),
          address_letter_size_mm: round2(proof.address.letterHeightMm),
          stroke_length_mm: round2(plotted.after.strokeLengthMm),
          pen_up_travel_mm: round2(plotted.after.penUpTravelMm),
          writing_time_s: round2(plotted.writingSeconds),
        });
        done++;
      }
      manifest += manifestLines(rows);
      after = chunk[chunk.length - 1]!.position;
      await ctx.progress(done, Math.max(total, done));
      // Lets the embedded server answer requests between chunks.
      await yieldToEventLoop();
    }

    zip.add('manifest.csv', manifest);
    const print = await addPrintFiles(zip, campaign, ctx);
    const summary: PackSummary = {
      campaign: { id: campaign.id, number: campaign.number, name: campaign.name },
      style: settings.style,
      naturalness: settings.naturalness,
      counts: { notes: done, strokes: totals.strokes, printedSides: print.sides },
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
    return { zipPath, notes: done, summary };
  } catch (err) {
    zip.abort();
    await fs.rm(zipPath, { force: true });
    throw err;
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
async function addPrintFiles(zip: ZipFileWriter, campaign: PackCampaign, ctx: PackBuildContext) {
  const sources = await printSources(ctx.db, ctx.storage, campaign);
  const files: string[] = [];
  const gaps: string[] = [];
  const sides = [
    ['front', sources.front] as const,
    ...(sources.back ? [['back', sources.back] as const] : []),
  ];
  for (const [name, side] of sides) {
    const svgName = `print/${name}.svg`;
    const { pdf, gaps: sideGaps } = await printPdf(side, svgName);
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
