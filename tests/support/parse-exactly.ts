import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * Reads an answer with its schema and checks the schema dropped or changed nothing, so an assertion on the
 * whole answer (`toEqual`) still sees every field the server sent.
 */
export function parseExactly<S extends z.ZodType>(schema: S, json: unknown): z.output<S> {
  const parsed = schema.parse(json);
  expect(parsed).toEqual(json);
  return parsed;
}
