import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { mailQueue } from '../../src/server/db/schema';
import { enqueueMail, MailDispatcher } from '../../src/server/lib/mail/mail-queue';
import { createMailTransport } from '../../src/server/lib/mail/transport';
import { startSmtpServer } from '../support/smtp';
import { createTestDatabase } from '../support/test-db';

/*
 * Every web process runs a mail dispatcher (issue 24 §6): two of them on one database must never send a
 * message twice. Two dispatchers with their own SMTP connections drain one queue at the same time, as two
 * processes do (on PostgreSQL, over separate pooled connections).
 */
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-outbox-'));

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const dispatcher = () =>
  new MailDispatcher(
    database.db,
    createMailTransport({ smtpUrl: smtp.url, from: 'Quillpost <hello@quillpost.com>', outboxDir }),
    pino({ level: 'silent' }),
  );

describe('two mail dispatchers on one queue', () => {
  it('send each message once, and both runs end with the queue drained', async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `Message ${i + 1}`);
    for (const subject of subjects) {
      await enqueueMail(database.db, { kind: 'test', to: 'ana@example.com', subject, text: subject });
    }
    const first = dispatcher();
    const second = dispatcher();
    await Promise.all([first.kick(), second.kick()]);
    await Promise.all([first.stop(), second.stop()]);

    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const rows = await database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'test'));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(subjects.map(() => ['sent', 1]));
  });
});
