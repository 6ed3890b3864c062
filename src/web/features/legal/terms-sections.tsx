import { Link } from 'react-router';
import { DELIVERY_PROMISE } from '../../../shared/delivery-promise-words';
import type { LegalSection } from './legal-document';

/** The Terms of Service: the rules of an order as the product applies them (proofs, price, dates). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <p>
        Quillpost writes your message with real pens on cards of the design you choose, addresses them to the
        recipients you upload and mails them within the United States. These terms apply to every order placed
        on this site; by paying for a campaign you accept them.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and recipient list',
    body: (
      <>
        <p>
          You confirm that you may use the artwork, logos and message you send us, and that you may write to
          the people on your recipient list for the purpose of your campaign. You keep every right in your
          content; you give us permission to use it only to produce, mail and support your order.
        </p>
        <p>
          We do not write messages that are unlawful, threatening, harassing or deceptive, or that imitate
          another person or company. We may refuse or stop such an order and refund what it cost.
        </p>
      </>
    ),
  },
  {
    id: 'proofs',
    title: 'Proofs',
    body: (
      <p>
        Before you pay, you see a proof of every note: the exact pen strokes our robots will write, with
        warnings for text that does not fit, a merge field that came out blank or a character the pen cannot
        write. Paying for the campaign approves those proofs; each note is written as its proof shows.
      </p>
    ),
  },
  {
    id: 'price-and-payment',
    title: 'Price and payment',
    body: (
      <p>
        The price per note depends on the number of recipients and is shown at checkout before you pay; our
        server computes it from your campaign, and that is the amount charged. Payment is taken by card
        through Stripe when you place the order. Prices are in US dollars. An order confirmation with the
        amount paid and the payment reference is sent to the e-mail address you give at checkout; it is a
        confirmation, not a tax invoice. Orders our team sets up for you are invoiced by e-mail, with a link
        to pay.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery dates',
    body: (
      <p>
        {DELIVERY_PROMISE.terms} Once the notes are in the mail, delivery is in the postal service’s hands, so
        a date is our aim, not a guarantee.
      </p>
    ),
  },
  {
    id: 'changes-and-cancellations',
    title: 'Changes, cancellations and refunds',
    body: (
      <p>
        A campaign can be changed or cancelled until writing starts: <Link to="/contact">contact us</Link>{' '}
        with your order number as soon as possible. A campaign cancelled before writing starts is refunded in
        full, to the card it was paid with.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Our liability for an order is limited to the amount you paid for it. We are not responsible for losses
        caused by the postal service, by incorrect addresses in your recipient list, or by events beyond our
        reasonable control.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        What we keep about you and your recipients, and for how long, is set out in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];
