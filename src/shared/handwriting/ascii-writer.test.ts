import { describe, expect, it } from 'vitest';
import { AsciiWriter } from './ascii-writer';
import { formatMm } from './mm-number';

describe('AsciiWriter', () => {
  it('writes millimetres exactly as formatMm spells them, in and beyond the cached range', () => {
    const values = [
      0, -0, 0.004, 0.005, 0.05, 0.1, 1, 12.345, 99.999, 177.8, 199.99, 200, 250.5, -1.5, -0.01, 1e6,
    ];
    for (const v of values) expect(new AsciiWriter(1).mm(v).toString(), String(v)).toBe(formatMm(v));
    for (let h = -300; h < 20_300; h += 7) {
      const v = h / 100;
      expect(new AsciiWriter().mm(v).toString()).toBe(formatMm(v));
    }
  });

  it('grows past its first capacity and keeps what it wrote', () => {
    const out = new AsciiWriter(4);
    for (let i = 0; i < 1000; i++)
      out
        .text('G1 X')
        .mm(i / 10)
        .text('\n');
    const text = out.toString();
    expect(text.split('\n')).toHaveLength(1001);
    expect(text.startsWith('G1 X0\nG1 X0.1\n')).toBe(true);
    expect(text.endsWith('G1 X99.9\n')).toBe(true);
    expect(out.bytes().byteLength).toBe(text.length);
  });

  it('refuses text that is not ASCII (its bytes would not be the file’s UTF-8)', () => {
    expect(() => new AsciiWriter().text('Zoë')).toThrow(/Not ASCII/);
  });
});
