import type { PackContact } from '../campaigns/contact-store';

/** The pack tests' and bench's recipient: one address, told apart by the first name merged into the note. */
export function sampleContact(i: number, first: string): PackContact {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    position: i,
    name: `${first} Smith`,
    address: `${100 + i} Maple Street`,
    address2: '',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    customFields: { first_name: first },
  };
}
