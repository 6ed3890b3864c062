import { parse } from 'node:querystring';
import { isRecord } from '../../shared/guards';

const BRACKET_KEY = /^([^[\]]+)\[([^[\]]+)\]$/;

/**
 * The query string as node parses it, with `name[key]=value` pairs gathered into `{ name: { key: value } }`:
 * the deepObject style of /v1 filters (`created[gte]=…`, `metadata[crm_id]=…`), which OpenAPI clients send.
 * One level only; every other key is left as it was. Objects have no prototype, like node's own answer.
 */
export function parseBracketQuery(text: string): Record<string, unknown> {
  const flat = parse(text);
  const query: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(flat)) {
    const match = BRACKET_KEY.exec(key);
    if (!match) {
      query[key] = value;
      continue;
    }
    const [, name, inner] = match;
    const existing = query[name!];
    const group: Record<string, unknown> = isRecord(existing) ? existing : Object.create(null);
    group[inner!] = value;
    query[name!] = group;
  }
  return query;
}
