import { z } from 'zod';

/**
 * The fields every /v1 resource shares, each with its description, format and example for the API reference
 * (zod metadata reaches the OpenAPI document). Formats here document what the server writes; they do not
 * re-check its own answers.
 */

/** `object`: the resource's type, as in Stripe's API, so a client can tell answers apart. */
export const v1Object = <const T extends string>(type: T) =>
  z.literal(type).describe(`The kind of object: always \`${type}\`.`);

/** A UUID, described (what it names). */
export const v1Uuid = (description: string) =>
  z
    .string()
    .uuid()
    .meta({ description, examples: ['3f2b8a4e-7c1d-4e5f-9a6b-0c8d7e6f5a4b'] });

/** A UUID or null, described (what it names, and when it is null). */
export const v1UuidOrNull = (description: string) =>
  z
    .string()
    .nullable()
    .meta({ description, format: 'uuid', examples: ['3f2b8a4e-7c1d-4e5f-9a6b-0c8d7e6f5a4b'] });

export const v1Livemode = () =>
  z.boolean().describe('True for live data (made with a `qp_live_` key), false for test data (`qp_test_`).');

const time = (description: string) => ({
  description,
  format: 'date-time',
  examples: ['2026-11-02T15:04:05.000Z'],
});
const day = (description: string) => ({ description, format: 'date', examples: ['2026-12-01'] });

/** A moment in UTC, ISO 8601 (`Date.toISOString()`). */
export const v1Time = (description: string) => z.string().meta(time(description));
export const v1TimeOrNull = (description: string) => z.string().nullable().meta(time(description));

export const v1Created = () => v1Time('When it was made (UTC, ISO 8601).');

/** A calendar day, `YYYY-MM-DD`. */
export const v1Day = (description: string) => z.string().meta(day(description));
export const v1DayOrNull = (description: string) => z.string().nullable().meta(day(description));

/** An amount of money in cents (integer). */
export const v1Cents = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description} In cents.`, examples: [1745] });

export const v1Currency = () =>
  z.literal('usd').describe('Three-letter ISO currency code, lowercase: `usd`.');

/** A whole number, described. */
export const v1Count = (description: string) => z.number().int().describe(description);

/** A text, described. */
export const v1Text = (description: string) => z.string().describe(description);
