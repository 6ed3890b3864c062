import { Link } from 'react-router';
import type { LegalSection } from './legal-document';

/** How the product protects customers' data, as the code does it (uploads, payments, links, back office). */
export const SECURITY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'payments',
    title: 'Card payments',
    body: (
      <p>
        Cards are taken by Stripe, a PCI DSS Level 1 certified payment provider. You type your card into
        Stripe’s own form, which sends it straight to Stripe, so your card number never reaches our servers.
        The amount is computed by our server from your campaign, never taken from the browser, and every
        payment is turned into exactly one order, even when you close the tab right after paying.
      </p>
    ),
  },
  {
    id: 'uploads',
    title: 'Checked uploads',
    body: (
      <ul>
        <li>
          We look at what a file really is from its contents, not from its name: artwork must be a PNG, JPEG
          or PDF, a logo a PNG, JPEG or SVG; anything else is refused.
        </li>
        <li>
          SVG logos are cleaned before they are stored: scripts, event handlers, embedded pages and links to
          other sites are removed, so a logo cannot run code or track who views it. SVG files are also served
          with a policy that forbids running anything.
        </li>
        <li>
          Sizes are limited while the file arrives: 10 MB for artwork, 5 MB for logos and for recipient lists.
        </li>
        <li>
          Recipient lists are checked row by row: every address needs a name, street, city, state and ZIP.
        </li>
      </ul>
    ),
  },
  {
    id: 'links',
    title: 'Private links',
    body: (
      <p>
        You need no account. Your campaign, its proofs and your order are addressed by long random identifiers
        that cannot be guessed or counted through; keep the links you receive to yourself. Your uploaded files
        are shown only to our staff and, for the checkout thumbnail, to whoever holds your campaign’s link.
      </p>
    ),
  },
  {
    id: 'back-office',
    title: 'Our back office',
    body: (
      <ul>
        <li>Staff passwords are stored as Argon2id hashes, never in readable form.</li>
        <li>
          A sign-in ends after 12 hours without use (our default), after 7 days at the latest, and at once on
          Sign out.
        </li>
        <li>
          After five failed sign-ins from one address, the account is locked for 15 minutes there; repeated
          failures from anywhere make every address the account has not signed in from wait longer and longer.
        </li>
        <li>Every back-office operation checks the staff member’s sign-in on our server.</li>
      </ul>
    ),
  },
  {
    id: 'in-transit',
    title: 'In the browser and in transit',
    body: (
      <p>
        The site is served over HTTPS with strict transport security. Its pages load scripts only from
        ourselves and the services named in our <Link to="/privacy">Privacy Policy</Link>, cannot be framed by
        other sites, and send no referrer to other sites. Forms are checked again on our server, and the
        contact form is rate limited.
      </p>
    ),
  },
  {
    id: 'report',
    title: 'Reporting a vulnerability',
    body: (
      <p>
        Found a security problem? Tell us through the <Link to="/contact?inquiry=support">contact page</Link>{' '}
        (inquiry type “Technical Support”) with the steps to reproduce it. We reply within 24 hours on
        business days and ask you not to access other people’s data while testing.
      </p>
    ),
  },
];
