import { describe, expect, it } from 'vitest';
import { currentV1Version, V1_VERSIONS, v1VersionFor } from './v1-versions';

const VERSIONS = [{ version: '2026-06-01' }, { version: '2026-11-29' }];

describe('v1VersionFor', () => {
  it('answers in the version asked for when it is known, whatever the pin', () => {
    expect(v1VersionFor('2026-11-29', '2026-06-01', VERSIONS)).toBe('2026-11-29');
    expect(v1VersionFor('2026-06-01', '2026-11-29', VERSIONS)).toBe('2026-06-01');
  });

  it("answers in the account's pin without one", () => {
    expect(v1VersionFor(undefined, '2026-06-01', VERSIONS)).toBe('2026-06-01');
  });

  it('answers a pin to a retired version in the oldest one still live', () => {
    expect(v1VersionFor(undefined, '2025-01-01', VERSIONS)).toBe('2026-06-01');
  });

  it('knows no version it does not list', () => {
    expect(v1VersionFor('2025-01-01', '2026-11-29', VERSIONS)).toBeUndefined();
    expect(v1VersionFor('', '2026-11-29', VERSIONS)).toBeUndefined();
  });

  it('pins new accounts to the newest', () => {
    expect(currentV1Version(VERSIONS)).toBe('2026-11-29');
  });
});

describe('V1_VERSIONS', () => {
  it('are dates, oldest first, each with its change log entry', () => {
    const dates = V1_VERSIONS.map((v) => v.version);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    for (const { changes } of V1_VERSIONS) expect(changes.length).toBeGreaterThan(20);
  });
});
