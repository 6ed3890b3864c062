/**
 * `npm run demo-video`: films the product tour (tour.ts) in Chromium against a fresh server and writes
 * src/web/public/media/quillpost-demo.webm with its captions, quillpost-demo.vtt (commit both). Needs
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and ffmpeg (`apt-get install -y ffmpeg`): Playwright
 * records the screen through ffmpeg, and ffmpeg then compresses the result to VP9 so it stays small.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { startServer } from '../../tests/support/server-process';
import { TOUR } from './tour';
import { type Cue, webVtt } from './webvtt';

const OUT_DIR = path.join(REPO_ROOT, 'src/web/public/media');
const VIDEO = path.join(OUT_DIR, 'quillpost-demo.webm');
const CAPTIONS = path.join(OUT_DIR, 'quillpost-demo.vtt');
const SIZE = { width: 1280, height: 720 };
/** The landing page's dialog downloads the whole file; keep it light. */
const MAX_BYTES = 3 * 1024 * 1024;

function systemFfmpeg(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('ffmpeg is needed to record the demo: apt-get install -y ffmpeg');
  }
}

/**
 * Playwright records through the ffmpeg of its own browser download, which cannot be fetched here; a
 * browsers folder holding the system's ffmpeg under the name and revision it looks for serves instead.
 */
function browsersFolderWith(ffmpeg: string, tmp: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'node_modules/playwright-core/browsers.json'), 'utf8'),
  ) as { browsers: { name: string; revision: string }[] };
  const revision = manifest.browsers.find((b) => b.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core names no ffmpeg revision');
  const dir = path.join(tmp, 'ms-playwright');
  fs.mkdirSync(path.join(dir, `ffmpeg-${revision}`), { recursive: true });
  fs.symlinkSync(ffmpeg, path.join(dir, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  return dir;
}

/** VP9 at a constant quality: screen recordings are mostly still, so this is a fraction of Playwright's VP8. */
function compress(ffmpeg: string, input: string, output: string) {
  execFileSync(
    ffmpeg,
    [
      ...['-loglevel', 'error', '-y', '-i', input, '-an'],
      ...['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1', '-deadline', 'good'],
      ...['-cpu-used', '4', '-g', '120', output],
    ],
    { stdio: 'inherit' },
  );
}

function videoDurationMs(ffmpeg: string, file: string): number {
  const ffprobe = path.join(path.dirname(ffmpeg), 'ffprobe');
  const seconds = execFileSync(
    ffprobe,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
    { encoding: 'utf8' },
  );
  return Number.parseFloat(seconds) * 1000;
}

/**
 * The recording's first frame comes a moment after the page opens (when Chromium starts sending frames), and
 * it ends when the context closes: the cues, timed from the page's opening, move back by that moment.
 */
function alignedCues(cues: readonly Cue[], videoMs: number): Cue[] {
  const lead = Math.max(0, (cues.at(-1)?.end ?? 0) - videoMs);
  return cues.map((cue) => ({
    text: cue.text,
    start: Math.max(0, cue.start - lead),
    end: Math.min(videoMs, cue.end - lead),
  }));
}

async function main() {
  const ffmpeg = systemFfmpeg();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-demo-video-'));
  // Set before playwright-core loads: it reads the browsers folder once.
  process.env.PLAYWRIGHT_BROWSERS_PATH = browsersFolderWith(ffmpeg, tmp);
  const [{ chromium }, { buildWeb }] = await Promise.all([
    import('playwright-core'),
    import('../../src/server/build-web'),
  ]);
  console.log('Building the web app…');
  await buildWeb(path.join(tmp, 'web'));
  const server = await startServer({
    dataDir: path.join(tmp, 'data'),
    webDist: path.join(tmp, 'web'),
    // Test mode whatever the shell holds: the recording must never reach a real payment provider.
    env: { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', ADMIN_PASSWORD: 'demo-video-password' },
    startSeconds: 120,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: SIZE,
      recordVideo: { dir: path.join(tmp, 'raw'), size: SIZE },
    });
    const page = await context.newPage();
    const filmStart = Date.now();
    const cues: Cue[] = [];
    for (const step of TOUR) {
      const start = Date.now() - filmStart;
      console.log(`• ${step.caption}`);
      await step.run(page, server.url);
      cues.push({ start, end: Date.now() - filmStart, text: step.caption });
    }
    const video = page.video();
    await context.close();
    const raw = await video!.path();

    fs.mkdirSync(OUT_DIR, { recursive: true });
    compress(ffmpeg, raw, VIDEO);
    fs.writeFileSync(CAPTIONS, webVtt(alignedCues(cues, videoDurationMs(ffmpeg, VIDEO))));
    const bytes = fs.statSync(VIDEO).size;
    console.log(
      `Wrote ${path.relative(REPO_ROOT, VIDEO)} (${(bytes / 1024 / 1024).toFixed(2)} MB) and ${path.relative(REPO_ROOT, CAPTIONS)}.`,
    );
    if (bytes > MAX_BYTES) throw new Error('The video is over 3 MB: shorten the tour or raise -crf.');
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
