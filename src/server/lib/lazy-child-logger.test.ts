import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyChildLogger } from './lazy-child-logger';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('LazyChildLogger', () => {
  it('makes no child while nothing is logged at an enabled level', () => {
    const { logger, lines } = capture('info');
    const child = vi.spyOn(logger, 'child');
    const log = new LazyChildLogger(logger, { reqId: 'req-1' }, {});
    log.debug({ req: {} }, 'incoming request');
    log.trace('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('logs what a child would, with the request binding, once a level is enabled', () => {
    const { logger, lines } = capture('info');
    const log = new LazyChildLogger(logger, { reqId: 'req-2' }, {});
    log.info('contact form honeypot triggered');
    log.error({ err: new Error('boom') }, 'request failed');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-2', 'contact form honeypot triggered'],
      ['req-2', 'request failed'],
    ]);
    expect(lines[1]!.err).toMatchObject({ message: 'boom' });
    expect(log.child({ step: 'pay' }).level).toBe('info');
  });
});
