import { describe, expect, it } from 'vitest';
import { sharedSiteForTest } from '../support/site-for-test';

const { server, browser } = sharedSiteForTest();

describe('the demo video', () => {
  it('plays the self-hosted recording with captions, offline, fetched only once asked for', async () => {
    const page = await browser.newPage();
    // Offline: any request to another host fails, and is noted.
    const elsewhere: string[] = [];
    const media: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (!url.startsWith(server.url)) {
        elsewhere.push(url);
        return route.abort('internetdisconnected');
      }
      if (url.includes('/media/')) media.push(url);
      return route.continue();
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('video').count()).toBe(0);
    expect(media).toEqual([]);

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'See Quillpost in action' });
    await dialog.waitFor();
    // Focus starts on the dialog, so Escape closes it at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    const video = dialog.locator('video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.locator('source').getAttribute('src')).toBe('/media/quillpost-demo.webm');

    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2); // HAVE_CURRENT_DATA
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    expect(duration).toBeGreaterThan(10);
    // It plays: time moves on (the click that opened the dialog lets it start on its own).
    await video.evaluate((v: HTMLVideoElement) => (v.paused ? v.play() : undefined));
    const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(first + 0.5);

    // The captions track is there, loaded and showing, with one cue per step of the tour.
    const track = await video.evaluate(async (v: HTMLVideoElement) => {
      const element = v.querySelector('track')!;
      const text = v.textTracks[0]!;
      for (let i = 0; i < 50 && element.readyState !== HTMLTrackElement.LOADED; i++)
        await new Promise((r) => setTimeout(r, 100));
      const firstCue = text.cues?.[0];
      return {
        count: v.textTracks.length,
        kind: text.kind,
        language: text.language,
        mode: text.mode,
        cues: text.cues?.length ?? 0,
        firstCue: firstCue instanceof VTTCue ? firstCue.text : '',
      };
    });
    expect(track).toMatchObject({ count: 1, kind: 'captions', language: 'en', mode: 'showing' });
    expect(track.cues).toBeGreaterThanOrEqual(5);
    expect(track.firstCue).toContain('Quillpost');

    expect(elsewhere).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('video').count()).toBe(0);
  });

  it('is served from our own origin, under a policy that allows our media only', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/media-src 'self'(;|$)/);
    expect(csp).not.toContain('youtube');
    const video = await fetch(`${server.url}/media/quillpost-demo.webm`, { headers: { range: 'bytes=0-3' } });
    expect(video.status).toBe(206);
    // The EBML magic number that every WebM file starts with.
    expect(Buffer.from(await video.arrayBuffer()).toString('hex')).toBe('1a45dfa3');
    const captions = await fetch(`${server.url}/media/quillpost-demo.vtt`);
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT\n/);
  });
});
