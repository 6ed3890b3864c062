import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Contract } from '../../shared/contracts/contract';

/** A contract whose body is a JSON object described by a zod schema (not multipart). */
type BodyContract<Values extends FieldValues, Body extends FieldValues> = Contract & {
  body: z.ZodType<Body, Values>;
};

export interface ContractFormOptions<Values extends FieldValues, Body extends FieldValues>
  extends Omit<UseFormProps<Values, unknown, Body>, 'resolver'> {
  /**
   * A rule the browser knows besides the schema (the amount left to refund, the CSV rules of a contact);
   * report with `ctx.addIssue({code: 'custom', path: [field], message})`.
   */
  check?: (body: Body, ctx: z.RefinementCtx<Body>) => void;
}

/**
 * The one way a form is made: react-hook-form over the contract's own body schema, so the browser refuses what
 * the route would refuse, with the same messages, and `handleSubmit` hands on the body typed for that contract
 * (`Values` is what the fields hold, the schema's input; `Body` what it parses them to).
 */
export function useContractForm<Values extends FieldValues, Body extends FieldValues>(
  /** The route's contract; for a multipart route, the shared schema of its fields part. */
  source: BodyContract<Values, Body> | z.ZodType<Body, Values>,
  { check, ...options }: ContractFormOptions<Values, Body> = {},
): UseFormReturn<Values, unknown, Body> {
  const body = 'method' in source ? source.body : source;
  const schema = check ? body.superRefine(check) : body;
  return useForm<Values, unknown, Body>({ ...options, resolver: zodResolver(schema) });
}
