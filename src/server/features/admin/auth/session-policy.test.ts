import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { endedMessage, idleDeadline, sessionState } from './session-policy';

const HOUR = 3_600_000;
const signedIn = new Date('2026-03-02T09:00:00Z');
const at = (hours: number) => new Date(signedIn.getTime() + hours * HOUR);
const session = (lastUsedHours: number, revokedAt: Date | null = null) => ({
  expiresAt: at(7 * 24),
  lastUsedAt: at(lastUsedHours),
  revokedAt,
});

describe('admin session expiry', () => {
  it('lasts the idle limit after its last use, and never past its end', () => {
    expect(sessionState(session(0), at(11.9), 12)).toBe('active');
    expect(sessionState(session(0), at(12), 12)).toBe('idle');
    expect(sessionState(session(10), at(21), 12)).toBe('active');
    expect(sessionState(session(0), at(0.6), 0.5)).toBe('idle');
    expect(sessionState(session(7 * 24 - 1), at(7 * 24), 12)).toBe('ended');
    expect(sessionState(session(1, at(2)), at(3), 12)).toBe('revoked');
    expect(idleDeadline(session(7 * 24 - 2), 12)).toEqual(at(7 * 24));
  });

  it('says why a token stopped working', () => {
    expect(endedMessage('idle', 12)).toBe(
      'Your session expired after 12 hours without activity. Please sign in again.',
    );
    expect(endedMessage('idle', 0.5)).toBe(
      'Your session expired after 30 minutes without activity. Please sign in again.',
    );
    expect(endedMessage('ended', 12)).toMatch(/7-day limit/);
  });

  it('reads ADMIN_IDLE_HOURS, 12 by default, within 15 minutes and 7 days', () => {
    expect(loadConfig({}).adminIdleHours).toBe(12);
    expect(loadConfig({ ADMIN_IDLE_HOURS: '1.5' }).adminIdleHours).toBe(1.5);
    for (const bad of ['0', '0.1', '169', 'soon']) {
      expect(() => loadConfig({ ADMIN_IDLE_HOURS: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ADMIN_IDLE_HOURS: '0' })).toThrow(/ADMIN_IDLE_HOURS/);
  });
});
