import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { API_DESCRIPTION } from './api-description';
import { withoutUnusedComponents } from './unused-components';
import { withV1Conventions } from './v1-conventions';
import { documentV1Operation } from './v1-operation';
import { webhooksSection } from './webhooks-section';

/**
 * Collects the routes as they are registered (so call it before any route) and documents the /v1 ones from
 * their zod contracts, and the webhook events from theirs (webhooks-section.ts). Schemas registered with
 * `.meta({ id })` become named components, referenced by `$ref`.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quillpost API',
        version: 'v1',
        description: API_DESCRIPTION,
        license: { name: 'Proprietary: use under the Quillpost terms', url: `${config.publicUrl}/terms` },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A secret key from /account/developers: `qp_test_…` or `qp_live_…`.',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: documentV1Operation,
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input);
      if (!('components' in document)) return document;
      return withV1Conventions(withoutUnusedComponents({ ...document, webhooks: webhooksSection() }));
    },
  });
}
