import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listeningAddress } from './listening-address';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A real SMTP peer on loopback that keeps every message it receives. */
export async function startSmtpServer() {
  const messages: ReceivedMail[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (failNext > 0) {
          failNext--;
          return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          raw,
        });
        callback();
      });
    },
  });
  let closed = false;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = listeningAddress(server.server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Makes the next n deliveries fail with a temporary error. */
    failNextDeliveries(n: number) {
      failNext = n;
    },
    /**
     * The first delivered mail that matches. It waits as long as the test may run: a deadline of its own would
     * fail a slow machine's test whose mail was only late (the mail queue's dispatcher runs on its own timer).
     * Closing the peer ends the wait of a test that timed out.
     */
    async waitFor(predicate: (m: ReceivedMail) => boolean): Promise<ReceivedMail> {
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (closed) throw new Error('The SMTP peer closed before a matching e-mail arrived');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        server.close(() => resolve());
      }),
  };
}
