import { describe, expect, it } from 'vitest';
import { loadStrokeFont } from './load-font';
import { noteToSvg } from './note-svg';
import { renderNote } from './render-note';

describe('noteToSvg', () => {
  it('draws only stroke paths in millimetres: no text, no fill, a fine round pen', async () => {
    const note = renderNote(
      { text: 'Dear Zoë,\nSee you soon!', style: 'elegant', area: { width: 92, height: 103 }, seed: 's' },
      await loadStrokeFont('elegant'),
    );
    const svg = noteToSvg(note);
    expect(svg).toMatch(/^<svg [^>]*width="92mm" height="103mm" viewBox="0 0 92 103"/);
    expect(svg).not.toMatch(/<text|<image|<use|<tspan/);
    const elements = [...svg.matchAll(/<(\w+)[\s>]/g)].map((m) => m[1]);
    expect(new Set(elements)).toEqual(new Set(['svg', 'path']));
    for (const path of svg.match(/<path [^>]*>/g) ?? []) {
      expect(path).toContain('fill="none"');
      expect(path).toContain('stroke-width="0.35"');
      expect(path).toContain('stroke-linecap="round"');
    }
    // Numbers carry at most two decimals (0.01 mm).
    expect(svg).not.toMatch(/\d\.\d{3}/);
  });

  it('writes an empty note as an empty sheet', async () => {
    const note = renderNote(
      { text: '', style: 'modern', area: { width: 50, height: 20 }, seed: 's' },
      await loadStrokeFont('modern'),
    );
    expect(noteToSvg(note)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="20mm" viewBox="0 0 50 20"></svg>',
    );
  });
});
