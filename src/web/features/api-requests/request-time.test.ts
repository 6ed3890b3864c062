import { describe, expect, it } from 'vitest';
import { relativeTime } from './request-time';

const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(10), NOW, 'en')).toBe('just now');
    expect(relativeTime(ago(50), NOW, 'en')).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 600), NOW, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), NOW, 'en')).toBe('yesterday');
    expect(relativeTime(ago(29 * 86_400), NOW, 'en')).toBe('29 days ago');
  });

  it('treats a clock slightly ahead of the browser as just now', () => {
    expect(relativeTime(ago(-5), NOW, 'en')).toBe('just now');
  });
});
