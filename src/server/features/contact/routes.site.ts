import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_RATE_LIMIT, CONTACT_THANKS } from '../../../shared/contact-message';
import { sendContactMessage } from '../../../shared/contracts/contact/send-contact-message';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { submitContactMessage } from './contact-service';

export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      sendContactMessage,
      async (request) => {
        // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored or sent.
        if (request.body.website) {
          request.log.info('contact form honeypot triggered');
          return { success: true as const, message: CONTACT_THANKS };
        }
        await submitContactMessage(deps.database.db, request.body, {
          ip: request.ip,
          salesEmail: deps.config.salesEmail,
          publicUrl: deps.config.publicUrl,
        });
        void deps.mail.kick();
        return { success: true as const, message: CONTACT_THANKS };
      },
      {
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
    );
  };
