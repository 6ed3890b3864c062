import { describe, expect, it } from 'vitest';
import { deliveryPlan, earliestDeliveryDate } from './delivery-date';
import {
  type BookedNote,
  findBookedRecipients,
  noteArrivesBy,
  type PlannedNote,
  recipientKey,
  zipOfRecipientKey,
} from './duplicate-booking';
import { duplicateBookingWarning } from './duplicate-booking-message';

const ana = { name: 'Ana Ruiz', address1: '12 Main St.', zip: '02134' };

describe('recipientKey: the same recipient', () => {
  it('ignores case, accents, spaces and punctuation in the name and first address line', () => {
    const key = recipientKey(ana);
    expect(recipientKey({ name: '  ANA  RUÍZ ', address1: '12 main st', zip: '02134' })).toBe(key);
    expect(recipientKey({ name: 'Ana Ruiz', address1: '12, Main  St', zip: '02134-5678' })).toBe(key);
  });

  it('tells apart another name, another street and another ZIP', () => {
    const key = recipientKey(ana);
    expect(recipientKey({ ...ana, name: 'Ana Ruiz Soto' })).not.toBe(key);
    expect(recipientKey({ ...ana, address1: '14 Main St.' })).not.toBe(key);
    expect(recipientKey({ ...ana, zip: '02135' })).not.toBe(key);
  });

  it('keeps the 5-digit ZIP readable for the stores', () => {
    expect(zipOfRecipientKey(recipientKey({ ...ana, zip: '02134-5678' }))).toBe('02134');
  });
});

describe('noteArrivesBy: the delivery rule', () => {
  it('is the chosen date’s plan, the mailing’s transit once mailed, and ASAP from the order day', () => {
    // Saturday 15 June 2030: the plan arrives by the Friday before.
    expect(noteArrivesBy({ deliveryDate: '2030-06-15', mailedOn: null, orderedOn: '2030-06-01' })).toBe(
      deliveryPlan('2030-06-15').arrives.to,
    );
    expect(
      noteArrivesBy({ deliveryDate: '2030-06-14', mailedOn: '2030-06-03', orderedOn: '2030-06-01' }),
    ).toBe('2030-06-10');
    expect(noteArrivesBy({ deliveryDate: null, mailedOn: null, orderedOn: '2030-06-03' })).toBe(
      earliestDeliveryDate('2030-06-03'),
    );
  });
});

describe('findBookedRecipients', () => {
  const planned = (name: string, arrives: string, address1 = `${name.length} Oak Ave`): PlannedNote => ({
    key: recipientKey({ name, address1, zip: '62701' }),
    name,
    arrives,
  });
  const booked = (note: PlannedNote, source: string, arrives: string): BookedNote => ({
    key: note.key,
    source,
    arrives,
  });

  it('names those booked within N days either side, and not those just outside', () => {
    const maria = planned('Maria Lopez', '2030-03-12');
    const tom = planned('Tom Reed', '2030-03-12');
    const sam = planned('Sam Ode', '2030-03-12');
    const found = findBookedRecipients(
      [maria, tom, sam],
      [
        booked(maria, 'Spring Service Reminders', '2030-02-25'), // 15 days before: in
        booked(tom, 'Client birthdays', '2030-03-28'), // 16 days after: out
        booked(sam, 'Client birthdays', '2030-03-27'), // 15 days after: in
      ],
      15,
    );
    expect(found).toEqual([
      {
        name: 'Maria Lopez',
        arrives: '2030-03-12',
        bookings: [{ source: 'Spring Service Reminders', arrives: '2030-02-25' }],
      },
      {
        name: 'Sam Ode',
        arrives: '2030-03-12',
        bookings: [{ source: 'Client birthdays', arrives: '2030-03-27' }],
      },
    ]);
  });

  it('lists a recipient once with every clashing booking, soonest first, and each booking once', () => {
    const maria = planned('Maria Lopez', '2030-03-12');
    const again = { ...maria, name: 'maria lopez' };
    const found = findBookedRecipients(
      [maria, again],
      [
        booked(maria, 'Client birthdays', '2030-03-20'),
        booked(maria, 'Spring Service Reminders', '2030-03-05'),
        booked(maria, 'Client birthdays', '2030-03-20'),
      ],
      15,
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.bookings.map((b) => b.source)).toEqual(['Spring Service Reminders', 'Client birthdays']);
  });

  it('finds nobody when the window is 0 (off)', () => {
    const maria = planned('Maria Lopez', '2030-03-12');
    expect(findBookedRecipients([maria], [booked(maria, 'Same day', '2030-03-12')], 0)).toEqual([]);
  });
});

describe('duplicateBookingWarning', () => {
  const recipient = (name: string, source = 'Spring Service Reminders', arrives = '2030-03-10') => ({
    name,
    arrives: '2030-03-12',
    bookings: [{ source, arrives }],
  });

  it('says nothing when nobody is booked twice', () => {
    expect(duplicateBookingWarning({ days: 15, arrives: '2030-03-12', recipients: [] })).toBeNull();
  });

  it('names a campaign’s recipients with the note each already has', () => {
    expect(
      duplicateBookingWarning({
        days: 15,
        arrives: '2030-03-12',
        recipients: [recipient('Ana Ruiz'), recipient('Ben Ode', 'Client birthdays', '2030-03-20')],
      }),
    ).toBe(
      '2 recipients already have a note arriving within 15 days of March 12: Ana Ruiz (Spring Service Reminders, arrives March 10) and Ben Ode (Client birthdays, arrives March 20).',
    );
    expect(
      duplicateBookingWarning({ days: 1, arrives: '2030-03-12', recipients: [recipient('Ana Ruiz')] }),
    ).toBe(
      '1 recipient already has a note arriving within 1 day of March 12: Ana Ruiz (Spring Service Reminders, arrives March 10).',
    );
  });

  it('names the first ten, then says how many more', () => {
    const many = Array.from({ length: 13 }, (_, i) => recipient(`Guest ${i + 1}`));
    const warning = duplicateBookingWarning({ days: 15, arrives: '2030-03-12', recipients: many })!;
    expect(warning).toMatch(/^13 recipients already have/);
    expect(warning).toContain('Guest 10 (Spring Service Reminders, arrives March 10) and 3 more.');
    expect(warning).not.toContain('Guest 11');
  });

  it('gives a program’s own date beside each name, and the year when it differs', () => {
    expect(
      duplicateBookingWarning({
        days: 15,
        arrives: null,
        recipients: [
          {
            name: 'Zoë Park',
            arrives: '2031-01-03',
            bookings: [{ source: 'Holiday cards', arrives: '2030-12-22' }],
          },
        ],
      }),
    ).toBe(
      "1 recipient already has a note arriving within 15 days of their note from this program: Zoë Park (Holiday cards, arrives December 22, 2030; this program's note arrives January 3).",
    );
  });
});
