import { Writable } from 'node:stream';
import pino from 'pino';

export type LogLine = Record<string, unknown> & { msg?: string; level: number };

/** A pino logger whose JSON lines are kept in `lines` (and `text`, as written) for a test to read. */
export function captureLogs(level = 'info'): { logger: pino.Logger; lines: LogLine[]; text: () => string } {
  const lines: LogLine[] = [];
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines, text: () => written };
}
