// Over 300 lines: the served document is checked as one whole (paths, components, headers, errors, lint), on
// one app that serves it.
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Contract, MULTIPART } from '../../src/shared/contracts/contract';
import { V1_ERROR_CODES } from '../../src/shared/v1-errors';
import { createTestApp, type TestApp } from '../support/test-app';
import { listRoutes } from './admin-helpers';

/*
 * The public API's OpenAPI document (issue 14 §5): valid OpenAPI 3.1, open to all, and complete — every /v1
 * route the server registers is in it (a route added without its contract reaching the document fails
 * here), and nothing else is (the site's own /api stays private).
 */
let t: TestApp;
let doc: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

/** `GET /v1/orders/:id` → `GET /v1/orders/{id}`, as OpenAPI writes paths. */
const asOpenApi = (route: string) => route.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

const documented = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

const v1Contracts = Object.values(
  import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/v1/*.ts', { eager: true }),
).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is Contract =>
      typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string',
  ),
);

type Inline<T> = Exclude<T, { $ref: string }>;
/** The object itself, or the named component a `$ref` points at (`#/components/schemas/Campaign`). */
const inline = <T extends object>(value: T | undefined): Inline<T> | undefined => {
  if (value === undefined) return undefined;
  if (!('$ref' in value)) return value as Inline<T>;
  const [, , section, name] = String(value.$ref).split('/');
  const components = doc.components as Record<string, Record<string, T> | undefined>;
  return inline(components[section!]?.[name!]);
};

/** What the component ids of `components.schemas` are referenced by: every `$ref` in the paths. */
const refsIn = (node: unknown): string[] =>
  Array.isArray(node)
    ? node.flatMap(refsIn)
    : typeof node === 'object' && node !== null
      ? Object.entries(node).flatMap(([key, value]) =>
          key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
        )
      : [];

const operations = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ name: `${method.toUpperCase()} ${path}`, op: item![method]! })),
  );

describe('GET /v1/openapi.json', () => {
  it('is served without an API key, as OpenAPI 3.1 describing the Quillpost API', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Quillpost API', version: 'v1' });
    expect(doc.info.description).toContain('Idempotency-Key');
    expect(doc.servers).toEqual([{ url: t.config.publicUrl }]);
    expect(doc.components?.securitySchemes?.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('passes the OpenAPI 3.1 validator', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules without an error, and names and sums up every operation", async () => {
    // Redocly only warns of a missing operationId; a generated client names its methods after it.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'operation-operationId': 'error' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every /v1 route the server registers, and nothing outside /v1', () => {
    const v1Routes = listRoutes(t.app)
      .filter((r) => r.split(' ')[1]!.startsWith('/v1/'))
      .map(asOpenApi);
    // The document itself and at least one resource: the comparison below is never vacuous.
    expect(v1Routes).toContain('GET /v1/openapi.json');
    expect(v1Routes.length).toBeGreaterThan(1);
    expect(v1Routes.filter((r) => !documented().includes(r))).toEqual([]);
    expect(documented().filter((r) => !v1Routes.includes(r))).toEqual([]);
  });

  it('asks a bearer key and documents the error shape on every resource operation', () => {
    expect(doc.security).toEqual([{ apiKey: [] }]);
    const resources = operations().filter(({ name }) => name !== 'GET /v1/openapi.json');
    expect(resources.length).toBeGreaterThan(0);
    for (const { name, op } of resources) {
      expect(op.security, name).toBeUndefined();
      expect(op.tags?.length, name).toBe(1);
      const error = inline(op.responses?.['4XX']);
      const schema = inline(error?.content?.['application/json']?.schema);
      expect(schema?.properties?.error, name).toBeDefined();
      // Path parameters come from the contract's params schema.
      const pathParams = [...name.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).map(inline);
      for (const param of pathParams) {
        expect(
          declared.some((p) => p?.in === 'path' && p.name === param),
          `${name} ${param}`,
        ).toBe(true);
      }
    }
    const self = operations().find(({ name }) => name === 'GET /v1/openapi.json');
    expect(self?.op.security).toEqual([]);
  });
});

/** The resources an integrator's generated client names (issue 25 §1), one component each. */
const RESOURCES = [
  'Campaign',
  'Recipient',
  'Order',
  'Program',
  'List',
  'WebhookEndpoint',
  'Delivery',
  'Quote',
  'Proof',
  'Style',
  'Template',
  'Error',
];

describe('named components', () => {
  it('holds each resource and the error once, and only what the operations reach', () => {
    const schemas = Object.keys(doc.components?.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(RESOURCES));
    const reached = new Set<string>();
    const reach = (ref: string) => {
      const name = ref.replace('#/components/schemas/', '');
      if (reached.has(name)) return;
      reached.add(name);
      refsIn(doc.components?.schemas?.[name]).forEach(reach);
    };
    refsIn([doc.paths, doc.webhooks])
      .filter((ref) => ref.startsWith('#/components/schemas/'))
      .forEach(reach);
    expect([...reached].sort()).toEqual([...schemas].sort());
  });

  it('answers every resource by reference, never inlined: alone, or as the items of a list', () => {
    for (const { name, op } of operations()) {
      if (name === 'GET /v1/openapi.json') continue;
      const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'));
      const content = inline(success?.[1])?.content ?? {};
      const [type, media] = Object.entries(content)[0] ?? [];
      if (type !== 'application/json') continue;
      const schema = media?.schema as { $ref?: string; properties?: Record<string, { items?: object }> };
      const ref = schema.$ref ?? (schema.properties?.data?.items as { $ref?: string } | undefined)?.$ref;
      expect(ref, name).toMatch(/^#\/components\/schemas\/[A-Z]\w+$/);
      expect(inline(op.responses?.['4XX'])?.content?.['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
    for (const [name, ref] of [
      ['GET /v1/campaigns/{id}', 'Campaign'],
      ['POST /v1/campaigns', 'Campaign'],
      ['GET /v1/orders', 'Order'],
      ['GET /v1/campaigns/{id}/quote', 'Quote'],
      ['GET /v1/webhook_endpoints/{id}/deliveries', 'Delivery'],
    ] as const) {
      const op = operations().find((o) => o.name === name)?.op;
      expect(JSON.stringify(op?.responses), name).toContain(`"#/components/schemas/${ref}"`);
    }
  });
});

interface PropertySchema {
  description?: string;
  format?: string;
  properties?: Record<string, PropertySchema>;
  items?: PropertySchema;
  anyOf?: PropertySchema[];
}

/** `Campaign.arrival`, `Quote.next_tier.min_notes`: every property of a schema, nested objects included. */
function propertiesOf(schema: PropertySchema, path: string): [string, PropertySchema][] {
  const nested = (child: PropertySchema): PropertySchema[] =>
    [child, child.items, ...(child.anyOf ?? [])].filter(
      (s): s is PropertySchema => s?.properties !== undefined,
    );
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [
    [`${path}.${name}`, child] as [string, PropertySchema],
    ...nested(child).flatMap((inner) => propertiesOf(inner, `${path}.${name}`)),
  ]);
}

describe('field documentation', () => {
  const components = () => Object.entries((doc.components?.schemas ?? {}) as Record<string, PropertySchema>);

  it('describes every property of every component', () => {
    const bare = components()
      .flatMap(([name, schema]) => propertiesOf(schema, name))
      .filter(([, schema]) => !schema.description)
      .map(([path]) => path);
    expect(bare).toEqual([]);
  });

  it('gives ids, times and days their formats', () => {
    const format = (path: string) => {
      const [component, ...rest] = path.split('.');
      const found = propertiesOf(doc.components?.schemas?.[component!] as PropertySchema, component!).find(
        ([p]) => p === `${component}.${rest.join('.')}`,
      );
      return found?.[1].format;
    };
    expect(format('Campaign.id')).toBe('uuid');
    expect(format('Campaign.created')).toBe('date-time');
    expect(format('Campaign.delivery_date')).toBe('date');
    expect(format('Arrival.arrives_by')).toBe('date');
    expect(format('Order.paid_at')).toBe('date-time');
    expect(format('Program.start_date')).toBe('date');
    expect(format('Program.list_id')).toBe('uuid');
    expect(format('Delivery.created')).toBe('date-time');
  });
});

describe('headers, bodies and error codes', () => {
  const op = (method: 'get' | 'post', path: string) => doc.paths?.[path]?.[method];

  it('takes Idempotency-Key on every POST, and answers with the headers the server sends', () => {
    for (const { name, op: operation } of operations()) {
      if (name === 'GET /v1/openapi.json') continue;
      const params = (operation.parameters ?? []).map(inline).map((p) => p?.name);
      expect(params.includes('Idempotency-Key'), name).toBe(name.startsWith('POST'));
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const headers = Object.keys(inline(response)?.headers ?? {});
        expect(headers, `${name} ${status}`).toEqual(
          expect.arrayContaining(['Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
        );
        expect(headers.includes('Idempotent-Replayed'), `${name} ${status}`).toBe(name.startsWith('POST'));
      }
    }
    expect(Object.keys(doc.components?.headers ?? {})).toContain('Retry-After');
  });

  it('takes recipients as JSON or as a CSV file', () => {
    const content = inline(op('post', '/v1/campaigns/{id}/recipients')?.requestBody)?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'text/csv']);
  });

  it('marks a body the server does without optional: submit takes its test payment method, or nothing', () => {
    const body = inline(op('post', '/v1/campaigns/{id}/submit')?.requestBody);
    expect(body?.required).toBe(false);
    expect(JSON.stringify(body?.content)).not.toContain('"null"');
    expect(inline(op('post', '/v1/campaigns')?.requestBody)?.required).toBe(true);
  });

  it('lists every error code the server answers', () => {
    const error = inline(doc.components?.schemas?.Error)?.properties?.error;
    const code = inline(error)?.properties?.code as { enum?: string[] } | undefined;
    expect(code?.enum).toEqual([...V1_ERROR_CODES]);
  });
});

describe('the document is the contracts', () => {
  it.each(v1Contracts.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (name, contract) => {
    const op = operations().find((o) => o.name === asOpenApi(name))?.op;
    expect(op, name).toBeDefined();
    if (contract.body && contract.body !== MULTIPART) {
      const body = inline(op?.requestBody);
      const schema = inline(body?.content['application/json']?.schema);
      // A body that may be absent (`.nullish()`) is documented as its object alone, an optional body.
      const json = z.toJSONSchema(contract.body, { io: 'input', unrepresentable: 'any' });
      const object = json.anyOf?.find((branch) => typeof branch === 'object' && branch.type === 'object');
      const fields = Object.keys((typeof object === 'object' ? object : json).properties ?? {});
      expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(fields.sort());
    }
    if (contract.query) {
      const fields = Object.keys(
        z.toJSONSchema(contract.query, { io: 'input', unrepresentable: 'any' }).properties ?? {},
      );
      const query = (op?.parameters ?? []).map(inline).filter((p) => p?.in === 'query');
      expect(query.map((p) => p?.name).sort()).toEqual(fields.sort());
    }
  });
});

describe('GET /docs/api', () => {
  it('is a page whose scripts all come from our origin, under its own CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/api' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual(['/docs/api/reference.js', '/docs/api/init.js']);
    for (const src of scripts) {
      const js = await t.app.inject({ method: 'GET', url: src });
      expect(js.statusCode, src).toBe(200);
      expect(js.headers['content-type'], src).toContain('javascript');
    }
    const init = await t.app.inject({ method: 'GET', url: '/docs/api/init.js' });
    expect(init.body).toContain('/v1/openapi.json');
  });
});
