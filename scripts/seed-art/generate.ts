/**
 * `npm run seed-art`: draws the seed catalogue's artwork once and writes it, as committed files, to
 * src/server/db/seed-art/ (one SVG per design plus manifest.json). The server's seed only copies those files
 * into storage, so no artwork is generated at run time. Re-run after changing a design; commit the output.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SEED_ART_MANIFEST,
  type TSeedArtManifest,
  ZSeedArtManifestSchema,
} from '../../src/server/db/seed-art-manifest';
import { sanitizeSvg } from '../../src/server/lib/svg-sanitizer';
import { buildCatalogue } from './catalogue';

const OUT_DIR = fileURLToPath(new URL('../../src/server/db/seed-art/', import.meta.url));

async function main() {
  const catalogue = buildCatalogue();
  const files = new Map<string, string>();
  for (const { files: own } of catalogue) {
    for (const [name, markup] of own) {
      if (files.has(name)) throw new Error(`Two designs would be written to ${name}.`);
      // Stored exactly as an admin upload would be: through the same sanitiser (it must change nothing visible).
      const clean = await sanitizeSvg(markup);
      if (!clean) throw new Error(`${name} is not SVG.`);
      files.set(name, `${clean}\n`);
    }
  }
  const manifest: TSeedArtManifest = ZSeedArtManifestSchema.parse({
    templates: catalogue.map((t) => t.entry),
  });

  await fs.mkdir(OUT_DIR, { recursive: true });
  for (const stale of await fs.readdir(OUT_DIR)) {
    if (stale.endsWith('.svg') && !files.has(stale)) await fs.rm(path.join(OUT_DIR, stale));
  }
  let bytes = 0;
  for (const [name, svg] of files) {
    await fs.writeFile(path.join(OUT_DIR, name), svg);
    bytes += Buffer.byteLength(svg);
  }
  await fs.writeFile(path.join(OUT_DIR, SEED_ART_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `Wrote ${manifest.templates.length} templates, ${files.size} SVG files (${Math.round(bytes / 1024)} KB) to ${path.relative(process.cwd(), OUT_DIR)}.`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
