/**
 * The quick start through a typed client generated from `/v1/openapi.json` (openapi-typescript + openapi-fetch),
 * as the API reference shows it. One copy: the reference page prints it and tests/api/v1-generated-client.test.ts
 * type-checks it against the served document's generated types and runs it against a live server.
 */
export const V1_CLIENT_GENERATE_COMMANDS = `npm install openapi-fetch
npx openapi-typescript https://your-quillpost-site/v1/openapi.json -o quillpost.d.ts`;

/** `quick-start.ts`, beside the generated `quillpost.d.ts`. */
export const V1_CLIENT_EXAMPLE = `import createClient from 'openapi-fetch';
import type { paths } from './quillpost';

/** Lists styles and templates, drafts a campaign, adds a recipient, proofs and quotes it, submits, reads the order. */
export async function quickStart(baseUrl: string, apiKey: string, deliveryDate: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${apiKey}\` } });

  const { data: styles } = await client.GET('/v1/styles');
  const { data: templates } = await client.GET('/v1/templates', { params: { query: { limit: 5 } } });
  const style = styles?.data[0];
  const template = templates?.data[0];
  if (!style || !template) throw new Error('No style or template to choose from');

  const made = await client.POST('/v1/campaigns', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: {
      name: 'Spring service',
      message: 'Hi {{first_name}}, thanks for being with us!',
      style: style.id,
      template_id: template.id,
      delivery_date: deliveryDate,
    },
  });
  if (!made.data) throw new Error(made.error?.error.message);
  const path = { id: made.data.id };

  const added = await client.POST('/v1/campaigns/{id}/recipients', {
    params: { path },
    body: {
      recipients: [
        { name: 'Ann Lee', address: '12 Oak St', city: 'Springfield', state: 'IL', zip: '62701',
          merge_fields: { first_name: 'Ann' } },
      ],
    },
  });
  if (!added.data) throw new Error(added.error?.error.message);

  const { data: proofs } = await client.GET('/v1/campaigns/{id}/proofs', { params: { path } });
  const { data: quote } = await client.GET('/v1/campaigns/{id}/quote', { params: { path } });
  if (!proofs || !quote) throw new Error('No proofs or quote');
  console.log(\`\${quote.notes} notes, \${(quote.amount / 100).toFixed(2)} \${quote.currency}\`);
  for (const proof of proofs.data) console.log(proof.name, baseUrl + proof.svg_url, proof.warnings);

  const submitted = await client.POST('/v1/campaigns/{id}/submit', {
    params: { path },
    headers: { 'Idempotency-Key': \`submit-\${path.id}\` },
    body: {}, // a test key may name \`payment_method: 'pm_card_chargeDeclined'\` to try a decline
  });
  const orderId = submitted.data?.order_id;
  if (!orderId) throw new Error(submitted.error?.error.message ?? 'Not paid');

  const { data: order } = await client.GET('/v1/orders/{id}', { params: { path: { id: orderId } } });
  if (!order) throw new Error('No order');
  return { campaign: submitted.data, proofs: proofs.data, quote, order };
}
`;
