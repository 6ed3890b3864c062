import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { mailQueue } from '../../db/schema';
import type { MailTransport } from './transport';

export interface QueuedMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

const MAX_ATTEMPTS = 8;

type MailRow = typeof mailQueue.$inferSelect;

/** Writes a message to the queue. Pass the transaction that stores what the mail is about, so both land or neither. */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<string> {
  const [row] = await db
    .insert(mailQueue)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
    .returning({ id: mailQueue.id });
  return row!.id;
}

/** Deletes every e-mail to the address, queued or sent (their bodies hold a deleted account's data). */
export async function deleteMailTo(tx: DbOrTx, address: string): Promise<void> {
  await tx.delete(mailQueue).where(sql`lower(${mailQueue.toAddress}) = ${address}`);
}

/** How long a claimed message is left to its sender before another process may take it (a sender that died). */
const CLAIM_MINUTES = 10;

/**
 * Takes the oldest due message for this sender: its next attempt moves past the claim, in the same statement
 * that picks it, and rows another sender is claiming are skipped. So two processes (or two runs) on one
 * database never send the same message; one that dies mid-send leaves it to be retried after the claim.
 */
async function claimDueMail(db: Db): Promise<MailRow | undefined> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailQueue.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(mailQueue)
    .set({ nextAttemptAt: sql`now() + make_interval(mins => ${CLAIM_MINUTES})` })
    .where(and(eq(mailQueue.id, sql`(${due})`), eq(mailQueue.status, 'pending')))
    .returning();
  return mail;
}

/** Exponential back-off: 30 s, 1 min, 2 min … capped at an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * Sends due messages one at a time. A failed send stays queued with its error and is retried later; after
 * MAX_ATTEMPTS it is marked failed (still stored, visible to staff) instead of retried forever.
 */
export class MailDispatcher {
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a periodic sweep (for retries and for mail queued by another process). */
  start(intervalMs = 15_000): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
    void this.kick();
  }

  /** Sends what is due now; concurrent calls share one run. Resolves when the run ends. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const mail = await claimDueMail(this.db);
      if (!mail) return;
      try {
        await this.transport.send({
          id: mail.id,
          to: mail.toAddress,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        });
        await this.db
          .update(mailQueue)
          .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
          .where(eq(mailQueue.id, mail.id));
        this.log.info({ mailId: mail.id, kind: mail.kind }, `mail sent via ${this.transport.description}`);
      } catch (err) {
        const attempts = mail.attempts + 1;
        const message = err instanceof Error ? err.message : String(err);
        await this.db
          .update(mailQueue)
          .set({
            attempts,
            lastError: message.slice(0, 1000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(eq(mailQueue.id, mail.id));
        this.log.warn({ mailId: mail.id, attempts, err: message }, 'mail send failed; will retry');
        // Stop this run: the next due message most likely fails the same way until the server is back.
        return;
      }
    }
  }
}
