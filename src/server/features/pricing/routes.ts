import type { FastifyPluginAsync } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { calculatePricing } from '../../../shared/contracts/pricing/calculate-pricing';
import { quote, toPricingResult } from '../../../shared/pricing';
import { route } from '../../lib/contract-route';

/** The calculator asks for the same few counts over and over (its slider moves in steps of 25). */
const CACHED_COUNTS = 5000;

export const pricingRoutes: FastifyPluginAsync = async (app) => {
  // A price depends on the note count alone, so each answer is built and serialised once and then sent as
  // stored text: built by toPricingResult from the shared tables, it needs no response validation; and at
  // ~60 bytes it is below any compression threshold, so compression hooks are left off.
  const answers = new LRUCache<number, string>({ max: CACHED_COUNTS });
  const answerFor = (noteCount: number): string => {
    let text = answers.get(noteCount);
    if (text === undefined) {
      text = JSON.stringify(toPricingResult(quote(noteCount)));
      answers.set(noteCount, text);
    }
    return text;
  };

  route(
    app,
    calculatePricing,
    (request, reply) => reply.type('application/json; charset=utf-8').send(answerFor(request.body.noteCount)),
    {
      validateResponse: false,
      compress: false,
      decompress: false,
      // Only counts that passed the shared schema are ever stored, so a body naming a stored count is valid
      // and parses to `{ noteCount }` (the schema drops other keys): the schema runs for new counts only,
      // and gives every invalid body its usual 400 message.
      validatorCompiler: (route) => {
        const parse = validatorCompiler({ ...route, schema: calculatePricing.body });
        return (body: unknown) => {
          const noteCount =
            typeof body === 'object' && body !== null && 'noteCount' in body ? body.noteCount : undefined;
          if (typeof noteCount === 'number' && answers.has(noteCount)) return { value: { noteCount } };
          return parse(body);
        };
      },
    },
  );
};
