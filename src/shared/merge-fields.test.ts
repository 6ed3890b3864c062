import { describe, expect, it } from 'vitest';
import {
  describeEmptyFieldUsage,
  emptyFieldWarnings,
  fallbackHint,
  findEmptyFieldUsage,
} from './empty-field-warnings';
import {
  ADDRESS_MERGE_FIELDS,
  closestMergeField,
  DEFAULT_MESSAGE,
  listMergeFields,
  MERGE_FIELDS,
  messageLength,
  renderMessage,
  SAMPLE_CONTACT,
  unknownMergeFields,
} from './merge-fields';

const jane = {
  name: 'Jane Q Doe',
  address: '12 Main St',
  customFields: { company: 'Acme', Industry: 'Retail' },
};

describe('merge fields', () => {
  it('lists the 19 fields of the spec in order, each with a label and a sample', () => {
    expect(MERGE_FIELDS.map((f) => f.key)).toEqual([
      'name',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'company',
      'title',
      'website',
      'industry',
      'facebook',
      'instagram',
      'twitter',
      'linkedin',
      'tiktok',
      'custom1',
      'custom2',
      'custom3',
      'notes',
    ]);
    for (const f of MERGE_FIELDS) expect(f.label && f.sample).toBeTruthy();
    expect(MERGE_FIELDS[1]).toMatchObject({ key: 'first_name', sample: 'Sarah' });
  });

  it('renders fields case-insensitively, with spaces inside the braces, from name and custom columns', () => {
    expect(renderMessage('Hi {{ First_Name }} of {{COMPANY}} in {{industry}}, {{name}}', jane)).toBe(
      'Hi Jane of Acme in Retail, Jane Q Doe',
    );
    expect(renderMessage('{{last_name}} at {{address}}', jane)).toBe('Doe at 12 Main St');
    expect(renderMessage('Dear {{First Name}}', jane)).toBe('Dear Jane');
  });

  it('prefers a first_name column over the derived one, and derives it when the column is empty', () => {
    expect(
      renderMessage('{{first_name}}', { name: 'Robert Smith', customFields: { first_name: 'Bob' } }),
    ).toBe('Bob');
    expect(renderMessage('{{first_name}}', { name: 'Robert Smith', customFields: { first_name: ' ' } })).toBe(
      'Robert',
    );
  });

  it('uses the fallback only when the value is empty, and leaves a blank without one', () => {
    expect(renderMessage('Hi {{company|friend}}', jane)).toBe('Hi Acme');
    expect(renderMessage('Hi {{title | friend }}!', jane)).toBe('Hi friend!');
    expect(renderMessage('Dear {{title}},', jane)).toBe('Dear ,');
    expect(renderMessage('No fields here {not} {{}}', jane)).toBe('No fields here {not} {{}}');
  });

  it('lists used fields once and flags unknown ones', () => {
    const message = 'Hi {{first_name}} {{First_Name|x}} from {{favourite_color}} {{company}}';
    expect(listMergeFields(message)).toEqual(['first_name', 'favourite_color', 'company']);
    expect(unknownMergeFields(message)).toEqual(['favourite_color']);
  });

  it('knows the address columns every upload has: city, state, zipcode (and address2, zip)', () => {
    const message = 'See you in {{city}}, {{State}} {{zipcode}} ({{address2}}, {{zip}}, {{ZIP Code}})';
    expect(unknownMergeFields(message)).toEqual([]);
    expect(ADDRESS_MERGE_FIELDS.map((f) => f.key)).toEqual(['city', 'state', 'zipcode', 'address2']);
    expect(
      renderMessage(message, {
        name: 'Al',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
        address2: 'Apt 4',
      }),
    ).toBe('See you in Boston, MA 02134 (Apt 4, 02134, 02134)');
    expect(renderMessage('{{city}}, {{state}} {{zipcode}}', SAMPLE_CONTACT)).toBe('Springfield, IL 62704');
  });

  it('never quotes an empty line: a field alone on its line is reported as a blank line', () => {
    const contacts = Array.from({ length: 4497 }, () => ({ name: 'Al Roe', customFields: {} }));
    const message = 'Hi {{first_name}},\n{{notes}}\nBest regards,';
    const [usage] = findEmptyFieldUsage(message, contacts);
    expect(describeEmptyFieldUsage(message, usage!)).toBe(
      '{{notes}} is empty for 4,497 recipients; the line where it stands will be blank in their note.',
    );
    const cityMessage = 'Greetings from {{city}}!';
    const [noCity] = findEmptyFieldUsage(cityMessage, [{ name: 'Al', city: ' ' }]);
    expect(describeEmptyFieldUsage(cityMessage, noCity!)).toBe(
      '{{city}} is empty for 1 recipient; their note will read "Greetings from !".',
    );
  });

  it('counts contacts for which an unguarded field renders blank and says how the line will read', () => {
    const contacts = [
      jane,
      { name: 'Al Roe', address: '1 Elm St', customFields: {} },
      { name: 'Cher', address: 'x', customFields: {} },
    ];
    const message = 'Dear {{title}},\nGreetings from {{company}} {{last_name}}.\n{{industry|friend}}';
    const usage = findEmptyFieldUsage(message, contacts);
    expect(usage).toEqual([
      { field: 'title', count: 3 },
      { field: 'company', count: 2 },
      { field: 'last_name', count: 1 },
    ]);
    expect(describeEmptyFieldUsage(message, usage[0]!)).toBe(
      '{{title}} is empty for 3 recipients; their note will read "Dear ,".',
    );
    expect(describeEmptyFieldUsage(message, usage[2]!)).toBe(
      '{{last_name}} is empty for 1 recipient; their note will read "Greetings from Bright Smile Dental .".',
    );
    expect(emptyFieldWarnings('Hi {{title|there}}', contacts)).toEqual([]);
  });

  it('has a default message greeting first_name and ending "Best regards,", and counts characters', () => {
    expect(DEFAULT_MESSAGE).toMatch(/^Hi \{\{first_name\}\},/);
    expect(DEFAULT_MESSAGE.endsWith('Best regards,')).toBe(true);
    expect(renderMessage(DEFAULT_MESSAGE, SAMPLE_CONTACT)).toMatch(/^Hi Sarah,/);
    expect(messageLength('héllo 👋')).toBe(7);
  });
});

describe('the builder sample and typo hints (issue 22)', () => {
  it('shows the customer’s own fields by name in the sample, never an invented value', () => {
    expect(
      renderMessage('Hi {{first_name}}, your {{custom1}} offer: {{custom3}}. {{notes}}', SAMPLE_CONTACT),
    ).toBe('Hi Sarah, your [custom1] offer: [custom3]. [notes]');
    // The examples stay for the CSV template and the guide.
    expect(MERGE_FIELDS.find((f) => f.key === 'custom1')?.sample).toBe('Gold member');
  });

  it('suggests the field a typo resembles instead of a fallback', () => {
    expect(closestMergeField('frist_name')).toBe('first_name');
    expect(closestMergeField('FirstName')).toBe('first_name');
    expect(closestMergeField('compnay')).toBe('company');
    expect(closestMergeField('zipcod')).toBe('zipcode');
    expect(closestMergeField('first_name')).toBeNull();
    expect(closestMergeField('pet_name')).toBeNull();
    expect(closestMergeField('years_as_client')).toBeNull();
    expect(fallbackHint('frist_name')).toBe(
      'Did you mean {{first_name}}? Change {{frist_name}} to {{first_name}} in your message.',
    );
    expect(fallbackHint('pet_name')).toBe('Add a fallback to fill the gap, e.g. {{pet_name|friend}}.');
  });
});
