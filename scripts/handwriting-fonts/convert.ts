/**
 * `npm run handwriting-fonts`: builds one single-stroke JSON font per handwriting style
 * (`src/shared/handwriting/fonts/<style>.json`, committed) from OFL handwriting fonts shipped as `@fontsource/*`
 * packages, each glyph thinned to the centreline a pen draws (`outline-font.ts` → `skeleton.py`, which needs
 * Debian's python3-skimage at build time only), and writes the fonts' notices to
 * `licenses/handwriting-fonts.txt`. Fully offline; re-run after changing a choice below (≈ 2 minutes).
 * `npm run handwriting-fonts -- premium casual` rebuilds only those styles; `-- --out=/tmp/fonts` previews elsewhere.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { HandwritingStyle } from '../../src/shared/handwriting/styles';
import { buildStyle, ROOT, type StyleChoice } from './build-font';

/**
 * Chosen by rendering every installed handwriting font as notes and reading them as a recipient would, and by
 * OCR for the print hands (issue 23's report):
 * - professional: Dancing Script, a neat joined script, legible at postcard size, with Birthstone's and Marck
 *   Script's letters as second and third shapes (casual joined scripts of the same build, fitted to its slant,
 *   heights, spacing and joins by `companion.ts` and `joins.ts`);
 * - casual: Handlee, a relaxed rounded print hand (its bare capital I gets bars, so "It" never reads "H" or "/t");
 * - elegant: Allura, a formal pen script (its swashes stay in each glyph's ink), with Parisienne's and
 *   Italianno's letters (formal pen scripts of the same copperplate kind) as second and third shapes;
 * - modern: Kalam, a neat upright-ish contemporary print;
 * - premium: Caveat, a quick personal hand whose three forms of every letter (default, ss01, ss02: the forms
 *   its contextual alternates cycle through) are all exported, so neighbouring letters differ as a hand's do.
 * A companion's `skip` lists the letters whose form there reads as another letter once thinned and joined (a
 * v closed into a loop reads u, an r reads v, a bare 1 reads / or 7, a looped s reads 8, a hooked c before h
 * reads s, a looped d after r reads st), or whose skeleton breaks (an o opened into a c, an x drawn as λ), or a
 * capital that reads as another (a looped I as Q, a Y as T): found by reading every shape sheet and proofs.
 */
export const CHOICES: Record<HandwritingStyle, StyleChoice> = {
  professional: {
    source: { package: 'dancing-script', scale: 0.5, smooth: 0.08, license: 'SIL OFL 1.1' },
    companions: [
      { package: 'birthstone', scale: 0.47, license: 'SIL OFL 1.1', skip: '14cnvxI' },
      { package: 'marck-script', scale: 0.36, license: 'SIL OFL 1.1', skip: '1orx' },
    ],
    connected: true,
  },
  casual: {
    source: { package: 'handlee', scale: 0.4, license: 'SIL OFL 1.1' },
    serifI: true,
  },
  elegant: {
    // Allura's hairlines are thin: a finer bitmap and less blur keep them (so the companions').
    source: { package: 'allura', scale: 0.8, smooth: 0.05, license: 'SIL OFL 1.1' },
    companions: [
      { package: 'parisienne', scale: 0.33, smooth: 0.05, license: 'SIL OFL 1.1', skip: 'rsvI' },
      { package: 'italianno', scale: 0.73, smooth: 0.05, license: 'SIL OFL 1.1', skip: 'dpsvWY' },
    ],
    connected: true,
  },
  modern: {
    source: { package: 'kalam', scale: 0.4, license: 'SIL OFL 1.1' },
    serifI: true,
  },
  premium: {
    source: {
      package: 'caveat',
      scale: 0.4,
      license: 'SIL OFL 1.1',
      alternateFeatures: ['calt'],
    },
    // Its z reaches wide at its foot and would touch its neighbours.
    leftPadding: { z: 0.07 },
    rightPadding: { z: 0.07 },
  },
};

const args = process.argv.slice(2);
/** `--out=<dir>` writes the fonts elsewhere (to preview a change) and leaves the notices alone. */
const outArg = args.find((a) => a.startsWith('--out='))?.slice('--out='.length);
const outDir = outArg ? path.resolve(outArg) : path.join(ROOT, 'src/shared/handwriting/fonts');
const noticeFile = path.join(ROOT, 'licenses/handwriting-fonts.txt');
/** Style names limit the run to those styles. */
const only = args.filter((a) => !a.startsWith('--'));
const notices: string[] = [];
fs.mkdirSync(outDir, { recursive: true });
for (const [style, choice] of Object.entries(CHOICES) as [HandwritingStyle, StyleChoice][]) {
  if (only.length > 0 && !only.includes(style)) continue;
  const started = Date.now();
  // A modified OFL font may not carry its source's Reserved Font Name (Dancing Script and Handlee have one).
  const built = buildStyle({
    ...choice,
    name: choice.name ?? `Quillpost ${style[0]!.toUpperCase()}${style.slice(1)}`,
  });
  const file = path.join(outDir, `${style}.json`);
  fs.writeFileSync(file, `${JSON.stringify(built.data, null, 2)}\n`);
  console.log(
    `${style}: ${built.summary} → ${path.relative(ROOT, file)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  notices.push(`== ${style}: ${built.data.name}, from ${built.family} ==\n\n${built.notice}\n`);
}

if (only.length === 0 && !outArg) {
  fs.mkdirSync(path.dirname(noticeFile), { recursive: true });
  fs.writeFileSync(
    noticeFile,
    `Quillpost's handwriting styles are drawn with single-stroke fonts made by scripts/handwriting-fonts/ from
the handwriting fonts below (installed offline as @fontsource packages): each glyph is filled, thinned to its
centreline and traced into pen strokes. The results, in src/shared/handwriting/fonts/, are modified versions of
these fonts and are distributed under the same licence, the SIL Open Font License 1.1 (full text in
SIL-OFL-1.1.txt). They are not sold on their own and do not use the fonts' Reserved Font Names as their names in
any user interface (the styles are called Professional, Casual, Elegant, Modern and Premium).

${notices.join('\n')}`,
  );
}
// Keep the committed JSON exactly as the repository's formatter would write it (Biome formats only the repository).
if (!path.relative(ROOT, outDir).startsWith('..'))
  execFileSync('npx', ['biome', 'format', '--write', outDir], { cwd: ROOT, stdio: 'inherit' });
