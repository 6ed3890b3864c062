import { Writable } from 'node:stream';
import pino from 'pino';
import { z } from 'zod';

/** A pino line: its level, its message if any, and whatever else was logged. */
const ZLogLineSchema = z.looseObject({ msg: z.string().optional(), level: z.number() });
export type LogLine = z.infer<typeof ZLogLineSchema>;

/** A pino logger whose JSON lines are kept in `lines` (and `text`, as written) for a test to read. */
export function captureLogs(level = 'info'): { logger: pino.Logger; lines: LogLine[]; text: () => string } {
  const lines: LogLine[] = [];
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      lines.push(ZLogLineSchema.parse(JSON.parse(String(chunk))));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines, text: () => written };
}
