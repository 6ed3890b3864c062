import { Link } from 'react-router';
import type { PublicConfig } from '../../../shared/public-config';
import type { LegalSection } from './legal-document';

/**
 * The Privacy Policy, true to what the product keeps: the analytics paragraph follows the site's own
 * configuration (no Google Analytics request is made unless GA_MEASUREMENT_ID is set).
 */
export function privacySections(
  config: Pick<PublicConfig, 'salesEmail' | 'gaMeasurementId'>,
): LegalSection[] {
  const mail = <a href={`mailto:${config.salesEmail}`}>{config.salesEmail}</a>;
  return [
    {
      id: 'what-we-keep',
      title: 'What we keep',
      body: (
        <>
          <p>We keep only what it takes to write, mail and account for your notes:</p>
          <ul>
            <li>
              <strong>Your campaign</strong>: the design you chose or uploaded, your message with its merge
              fields, the handwriting style, the delivery date and the e-mail address you give at checkout.
            </li>
            <li>
              <strong>Your recipient list</strong>: the names, postal addresses and any extra columns of the
              CSV you upload (such as a first name or a company for merge fields). We use them only to write
              and address your notes; we never sell them, rent them or mail anyone on them for ourselves.
            </li>
            <li>
              <strong>Your uploads</strong>: front and back artwork (PNG, JPEG or PDF) and logos (PNG, JPEG or
              SVG).
            </li>
            <li>
              <strong>Payment records</strong>: each payment’s reference, amount, status and the receipt
              address. Your card number never reaches our servers (see “Who processes it”).
            </li>
            <li>
              <strong>Messages you send us</strong> through the contact form: your name, e-mail, phone number
              if you give one, company and message, with the IP address it came from so we can stop abuse.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: (
        <>
          <p>
            To show you proofs of every note before you pay, to take your payment, to write and mail the notes
            on the date you chose, to send you the order confirmation and invoice, and to answer your
            messages. Our staff see your campaign in our back office only to produce and support your order.
          </p>
          <p>We do not use your recipients’ data for advertising, and we do not sell any data.</p>
        </>
      ),
    },
    {
      id: 'processors',
      title: 'Who processes it',
      body: (
        <ul>
          <li>
            <strong>Stripe</strong> takes card payments. You type your card into Stripe’s own payment form,
            which sends it straight to Stripe; we receive only the outcome. Stripe’s privacy policy is at{' '}
            <a href="https://stripe.com/privacy">stripe.com/privacy</a>. A checkout labelled “Test mode — no
            real charge” accepts only published test card numbers and charges nothing.
          </li>
          <li>
            <strong>Our e-mail provider</strong> delivers our messages (order confirmations, invoices and
            replies) over SMTP; it sees the address and content of each message it carries.
          </li>
          {config.gaMeasurementId ? (
            <li>
              <strong>Google Analytics</strong> counts page views on this site so we can see which pages help
              visitors. It receives the page address and your browser’s details, never your campaign or
              recipient list.
            </li>
          ) : null}
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      body: (
        <>
          <p>
            Quillpost sets cookies only when you sign in to an account: one that asks for a sign-in link lasts
            15 minutes and ties the link to your browser, and one keeps you signed in for 30 days or until you
            sign out, with a companion that only tells our pages you are signed in (it holds no identifier).
            Your campaign draft is kept in your browser tab’s session storage until you pay or close the tab;
            our staff’s back-office sign-in is kept in their browser’s local storage and expires after 12
            hours without use.
          </p>
          <p>
            On the checkout page, Stripe’s payment form sets its own cookies to detect fraud (see Stripe’s
            cookie policy).
            {config.gaMeasurementId
              ? ' Google Analytics sets its _ga cookies to tell one visit from the next.'
              : ' We use no analytics or advertising cookies.'}
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            <strong>Unpaid campaigns</strong>: a campaign you started but did not pay for is cancelled 30 days
            after your last change to it, and the files you uploaded for it (artwork, logo and your recipient
            CSV) are deleted then.
          </li>
          <li>
            <strong>Paid orders</strong> — the campaign, recipients, artwork and payment records — are kept
            for our accounting and tax records, and so we can answer questions about a mailing.
          </li>
          <li>
            <strong>Contact messages</strong> are kept while we follow up on them.
          </li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Deleting or seeing your data',
      body: (
        <p>
          Ask us through the <Link to="/contact">contact page</Link> or at {mail} for a copy of what we hold
          about you or your recipients, a correction, or its deletion. We answer within 30 days. Payment
          records we must keep for accounting are kept for the time the law requires and deleted after it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When we change what we keep or who processes it, we update this page and the date at its top before
          the change takes effect.
        </p>
      ),
    },
  ];
}
