import { absoluteUrl } from '../../../shared/seo';
import type { DbOrTx } from '../../db/client';
import type { MailContext } from '../../lib/mail/mail-context';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { renderMail } from '../../lib/mail/render-mail';
import type { MailContent } from '../../lib/mail/templates/mail-content';

/** How many held notes the e-mail names one by one; the program's page lists them all. */
const NAMED_NOTES = 10;

interface ProgramRef {
  id: string;
  name: string;
}

/**
 * Tells the owner the scheduler paused their program (a refused card, a deleted list). Queued in the
 * transaction that pauses it, so the mail exists only if the pause does.
 */
export async function enqueueProgramPausedMail(
  tx: DbOrTx,
  input: { to: string; program: ProgramRef; reason: string; notes: number },
  context: MailContext,
): Promise<void> {
  const name = `“${input.program.name}”`;
  await enqueueProgramMail(tx, input.to, input.program, context, {
    subject: `Your Quillpost program ${name} is paused`,
    preview: 'No notes will be written until you resume it.',
    heading: 'Your program is paused',
    paragraphs: [
      input.notes > 0
        ? `Your program ${name} had ${notesCount(input.notes)} to write today, but we could not go ahead: nothing was written and nothing was charged.`
        : `We paused your program ${name}.`,
      'No notes will be written until you fix this and resume the program.',
    ],
    details: [
      { label: 'Program', value: input.program.name },
      { label: 'Why', value: input.reason, emphasis: true },
    ],
  });
}

/** Tells the owner which of today's notes were held (cannot be written, too late, over the cap) and why. */
export async function enqueueNotesHeldMail(
  tx: DbOrTx,
  input: { to: string; program: ProgramRef; held: readonly { name: string; reason: string }[] },
  context: MailContext,
): Promise<void> {
  const n = input.held.length;
  const more = n - NAMED_NOTES;
  await enqueueProgramMail(tx, input.to, input.program, context, {
    subject: `${n === 1 ? '1 note' : `${n} notes`} of your Quillpost program “${input.program.name}” held`,
    preview: 'Held notes are not written or charged.',
    heading: n === 1 ? 'A note was held' : `${n} notes were held`,
    paragraphs: [
      `Today your program “${input.program.name}” held ${notesCount(n)} instead of writing ${n === 1 ? 'it' : 'them'}. Held notes are not written and not charged.`,
      ...(more > 0
        ? [`The first ${NAMED_NOTES} are listed below; the program's page lists all of them.`]
        : []),
    ],
    details: input.held.slice(0, NAMED_NOTES).map((h) => ({ label: h.name, value: h.reason })),
  });
}

async function enqueueProgramMail(
  tx: DbOrTx,
  to: string,
  program: ProgramRef,
  context: MailContext,
  content: Omit<MailContent, 'closing' | 'action'> & { subject: string },
): Promise<void> {
  const { subject, ...body } = content;
  const mail = await renderMail(
    { kind: 'program-notice', to, replyTo: context.supportEmail, subject },
    {
      ...body,
      action: {
        label: 'Open the program',
        url: absoluteUrl(context.publicUrl, `/account/programs/${program.id}`),
      },
      closing: [
        `Questions? Reply to this e-mail or write to ${context.supportEmail}. We reply within 24 hours on business days.`,
      ],
    },
    { publicUrl: context.publicUrl },
  );
  await enqueueMail(tx, mail);
}

function notesCount(n: number): string {
  return `${n.toLocaleString('en-US')} handwritten ${n === 1 ? 'note' : 'notes'}`;
}
