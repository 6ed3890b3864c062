import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files';

interface OutgoingMail {
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  /** Human-readable target for logs: the SMTP host or the outbox folder. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox, never dropped. */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      description: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (mail) => {
        await transporter.sendMail(toMessage(mail, options.from));
      },
      close: () => transporter.close(),
    };
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox ${options.outboxDir}`,
    send: async (mail) => {
      const info = await streamer.sendMail(toMessage(mail, options.from));
      // Messages hold live sign-in links: the server's user alone reads them.
      await fs.mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(options.outboxDir, `${stamp}-${mail.id}.eml`), info.message as Buffer, {
        mode: PRIVATE_FILE_MODE,
      });
    },
    close: () => streamer.close(),
  };
}

function toMessage(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: `<${mail.id}@quillpost>`,
  };
}
