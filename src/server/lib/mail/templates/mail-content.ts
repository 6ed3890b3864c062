/**
 * What an e-mail says, apart from how it looks: each mail is written once as this, and rendered both as the
 * branded HTML part (branded-mail.tsx) and as the plain-text part (mail-text.ts), so the two never drift.
 */
export interface MailContent {
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  paragraphs: readonly string[];
  /** A label–value table (order number, amounts, dates), values already formatted for people. */
  details?: readonly MailDetail[];
  /** A block of someone's own words, line breaks kept (invoice notes, a contact message). */
  quote?: { title: string; text: string };
  /** The one thing to do next, as a button (and a plain link in the text part). */
  action?: { label: string; url: string };
  /** A second, quieter link under the action (e.g. "Track this order"). */
  secondaryAction?: { label: string; url: string };
  steps?: { title: string; items: readonly { title: string; text: string }[] };
  closing: readonly string[];
}

export interface MailDetail {
  label: string;
  value: string;
  /** Shown stronger, e.g. the total. */
  emphasis?: boolean;
}

/** Where the brand's links in every mail point. */
export interface MailBrand {
  publicUrl: string;
}
