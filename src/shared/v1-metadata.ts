import { z } from 'zod';

/**
 * `metadata`: an integrator's own key-value pairs on a campaign, recipient, program or list (a CRM id, a
 * deal stage), returned wherever the object is and filterable (`metadata[crm_id]=…`). Stripe's rules, with
 * our limits: at most 20 keys of up to 40 characters, values text of up to 500 characters.
 */
export const METADATA_LIMITS = { keys: 20, keyLength: 40, valueLength: 500 } as const;

export type V1Metadata = Record<string, string>;

const METADATA_MESSAGES = {
  keys: `metadata may hold at most ${METADATA_LIMITS.keys} keys.`,
  key: `A metadata key is 1 to ${METADATA_LIMITS.keyLength} characters: letters, digits, '_', '-' or '.'.`,
  value: `A metadata value is text of at most ${METADATA_LIMITS.valueLength} characters.`,
} as const;

const ZMetadataKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]+$/, METADATA_MESSAGES.key)
  .max(METADATA_LIMITS.keyLength, METADATA_MESSAGES.key);

const ZMetadataValueSchema = z.string({ error: METADATA_MESSAGES.value }).max(METADATA_LIMITS.valueLength, {
  error: METADATA_MESSAGES.value,
});

const METADATA_EXAMPLE = { crm_id: 'hs_4711', deal_stage: 'closed_won' };

/**
 * What a create or update sends. On an update the keys sent are merged into the stored ones and a key sent
 * with `""` is removed (Stripe's convention), so one key changes without resending the others.
 */
export const ZV1MetadataInputSchema = z
  .record(ZMetadataKeySchema, ZMetadataValueSchema)
  .refine((value) => Object.keys(value).length <= METADATA_LIMITS.keys, METADATA_MESSAGES.keys)
  .meta({
    description: `Your own key-value pairs (up to ${METADATA_LIMITS.keys} keys; keys up to ${METADATA_LIMITS.keyLength} characters of letters, digits, \`_\`, \`-\`, \`.\`; values up to ${METADATA_LIMITS.valueLength} characters). On an update, the keys sent replace those stored and \`""\` removes a key.`,
    examples: [METADATA_EXAMPLE],
  });

/** What every object answers: its metadata, `{}` when none was set. */
export const zV1Metadata = (description = 'Your own key-value pairs, as you set them (`{}` when none).') =>
  z.record(z.string(), z.string()).meta({ description, examples: [METADATA_EXAMPLE] });

/**
 * The stored metadata after an update: the keys sent replace the stored ones and a key sent as `""` is
 * removed (Stripe's convention); null when the result would pass the key limit (the keys sent alone may not).
 */
export function mergeMetadata(stored: V1Metadata, sent: V1Metadata): V1Metadata | null {
  const merged: V1Metadata = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return Object.keys(merged).length <= METADATA_LIMITS.keys ? merged : null;
}

export const METADATA_TOO_MANY = METADATA_MESSAGES.keys;
