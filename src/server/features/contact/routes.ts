import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_RATE_LIMIT, ZContactMessageSchema } from '../../../shared/contact-message';
import type { AppDeps } from '../../app-deps';
import { submitContactMessage } from './contact-service';

const ZContactResponse = z.object({ success: z.literal(true), message: z.string() });
const THANKS = "Thank you! Your message has been sent. We'll get back to you within 24 hours.";

export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      {
        schema: { body: ZContactMessageSchema, response: { 200: ZContactResponse } },
        config: {
          rateLimit: {
            max: CONTACT_RATE_LIMIT.max,
            timeWindow: CONTACT_RATE_LIMIT.windowMs,
            errorResponseBuilder: (_req, ctx) => ({
              statusCode: 429,
              message: `Too many messages from your network. Please try again in ${Math.ceil(ctx.ttl / 60000)} minutes or e-mail us directly.`,
            }),
          },
        },
      },
      async (request) => {
        // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored or sent.
        if (request.body.website) {
          request.log.info('contact form honeypot triggered');
          return { success: true as const, message: THANKS };
        }
        await submitContactMessage(deps.database.db, request.body, {
          ip: request.ip,
          salesEmail: deps.config.salesEmail,
        });
        void deps.mail.kick();
        return { success: true as const, message: THANKS };
      },
    );
  };
