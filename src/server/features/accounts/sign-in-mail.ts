import { SIGN_IN_LINK_MINUTES } from '../../../shared/account';
import { absoluteUrl } from '../../../shared/seo';
import type { QueuedMail } from '../../lib/mail/mail-queue';
import { renderMail } from '../../lib/mail/render-mail';

/** The e-mail that carries a sign-in link: one button, how long it works, and what to do if unexpected. */
export function signInLinkMail(
  input: { to: string; token: string },
  context: { publicUrl: string; supportEmail: string },
): Promise<QueuedMail> {
  const link = absoluteUrl(context.publicUrl, `/account/verify?token=${encodeURIComponent(input.token)}`);
  return renderMail(
    {
      kind: 'account-sign-in',
      to: input.to,
      replyTo: context.supportEmail,
      subject: 'Your Quillpost sign-in link',
    },
    {
      preview: `Sign in to Quillpost. The link works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
      heading: 'Sign in to Quillpost',
      paragraphs: [
        `Use the button below to sign in and see your orders. Open it in the browser where you asked for it: it works only there, once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
      ],
      action: { label: 'Sign in to Quillpost', url: link },
      closing: [
        "If you didn't ask to sign in, you can ignore this e-mail: nobody can sign in without this link.",
      ],
    },
    { publicUrl: context.publicUrl },
  );
}
