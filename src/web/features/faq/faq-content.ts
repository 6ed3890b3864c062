/**
 * FAQ copy (public-site.md §2, §9). Facts the spec fixes: no account needed, delivery as the delivery rule
 * says (src/shared/delivery-date.ts, not the spec's "7-10 business days"), US delivery only, logos JPG/PNG/SVG up to 5MB, replies within 24 hours. The spec's
 * "pricing from $3.49" is stated with the volumes it applies to, from the checkout's own table, so the FAQ
 * never quotes a price checkout does not charge.
 */

import { DELIVERY_PROMISE } from '../../../shared/delivery-promise-words';
import { formatUSD } from '../../../shared/money';
import { formatNoteRange, LANDING_PLANS, tierRanges } from '../../../shared/pricing';

const tierPrices = tierRanges().map((tier) => `${formatUSD(tier.cents)} for ${formatNoteRange(tier)}`);
const onlinePrices = `${tierPrices.slice(0, -1).join(', ')} and ${tierPrices.at(-1)}`;
const salesPlan = LANDING_PLANS.find((plan) => plan.terms.kind === 'sales');
const salesPrice =
  salesPlan?.terms.kind === 'sales'
    ? ` Enterprise programs of ${formatNoteRange({ min: salesPlan.terms.selfServeFrom, max: null })} are priced with our sales team, from ${formatUSD(salesPlan.priceCents)} per note.`
    : '';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    entries: [
      {
        question: 'Do I need an account to place an order?',
        answer:
          'No. You can build a campaign, upload your contacts and pay without creating an account. Your order confirmation has everything you need to follow up with us.',
      },
      {
        question: 'How do I start a campaign?',
        answer:
          'Open the campaign builder, pick a design from our library or upload your own artwork, write your message and choose a handwriting style. Then upload your contact list, pick a delivery date and pay by card.',
      },
      {
        question: 'How many notes can I send in one campaign?',
        answer:
          'Campaigns usually range from 50 to 5,000 notes. For larger sends or recurring programs, contact our sales team and we will plan the production with you.',
      },
      {
        question: 'Can you run the whole campaign for me?',
        answer:
          'Yes. With our full-service option we design the card, write the message and deliver the notes. Send us a message with the inquiry type Full Service Campaign.',
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing & Payment',
    entries: [
      {
        question: 'How much does a handwritten note cost?',
        answer: `Ordered online, a note costs ${onlinePrices}: the more you send, the less each note costs.${salesPrice} The volume discount calculator on our home page shows the exact price for any number of notes.`,
      },
      {
        question: 'What is included in the price?',
        answer:
          'Every note includes the card, the handwriting with a real pen and ink, addressing and First-Class postage within the United States.',
      },
      {
        question: 'How do I pay?',
        answer:
          'You pay securely by credit or debit card at checkout. Card details are handled by our payment provider and never stored on our servers.',
      },
      {
        question: 'Do you offer invoicing for larger organizations?',
        answer: 'Yes, for enterprise campaigns we can invoice. Contact our sales team to set it up.',
      },
    ],
  },
  {
    id: 'design',
    title: 'Design & Customization',
    entries: [
      {
        question: 'Can I use my own postcard design?',
        answer:
          'Yes. Upload your front and back artwork as PNG, JPEG or PDF files up to 10MB each, or start from a template in our design library.',
      },
      {
        question: 'Which logo files can I upload?',
        answer:
          'Logos can be JPG, PNG or SVG files up to 5MB. A transparent PNG or an SVG gives the crispest result.',
      },
      {
        question: 'How do I personalize each note?',
        answer:
          'Use merge fields such as {{first_name}} or {{company}} in your message. They are filled in from the matching columns of your contact list, so every recipient gets their own note.',
      },
      {
        question: 'Which handwriting styles can I choose?',
        answer:
          'Professional Script, Casual Notes, Elegant Cursive and Premium Ultra. The writing preview in the builder shows your message in each style.',
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Contacts & Delivery',
    entries: [
      {
        question: 'How do I upload my contacts?',
        answer:
          'Upload a CSV file of up to 5MB with the columns name, address, city, state and zipcode. Download our CSV template from the upload page to get the format right; extra columns become merge fields.',
      },
      {
        question: 'How long does delivery take?',
        // The delivery rule's own words (issue 22 §2), not the spec's "7-10 business days".
        answer: DELIVERY_PROMISE.faq,
      },
      {
        question: 'Where do you deliver?',
        answer:
          'We deliver nationwide within the United States only. International addresses are not supported yet.',
      },
      {
        question: 'Can I schedule recurring sends?',
        answer:
          'Yes. Birthdays, policy renewals and home anniversaries can be scheduled as recurring campaigns. Contact us to set up an automated program.',
      },
    ],
  },
  {
    id: 'quality',
    title: 'Quality & Process',
    entries: [
      {
        question: 'Are the notes really handwritten?',
        answer:
          'Yes. Robots hold real pens with real ink, so every letter has the pressure, flow and small variations of genuine handwriting. Nothing is printed to look handwritten.',
      },
      {
        question: 'Will someone review my campaign before it is written?',
        answer:
          'Yes. Our team reviews every campaign within 24 hours and contacts you if a message, design or address needs attention.',
      },
      {
        question: 'What stationery do you use?',
        answer:
          'Heavy 7 x 5 inch postcards on premium stock. Enterprise campaigns can use custom stationery.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Account & Support',
    entries: [
      {
        question: 'How do I reach support?',
        answer:
          'Send us a message through the contact page or e-mail our team. We reply within 24 hours on business days.',
      },
      {
        question: 'Can I change or cancel an order?',
        answer:
          'Contact us as soon as possible with your order number. Campaigns can be changed until writing starts.',
      },
      {
        question: 'Where can I see my order details?',
        answer:
          'Your order confirmation page shows the campaign, the number of notes and the next steps. Keep the link or contact us with your order number.',
      },
    ],
  },
];
