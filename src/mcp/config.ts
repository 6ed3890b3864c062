import { z } from 'zod';

/** What `npm run mcp` is configured by: every environment variable it reads, read here once. */
export interface McpConfig {
  /** The /v1 API key the assistant acts with (`qp_test_…` unless live keys are allowed). */
  apiKey: string;
  /** The Quillpost site's origin, without a trailing slash. */
  apiUrl: string;
  livemode: boolean;
}

export const MCP_MESSAGES = {
  noKey:
    'QUILLPOST_API_KEY is required: create a test key (qp_test_…) on your Quillpost site under Developers (/account/developers) and set it in the MCP server’s environment.',
  liveKey:
    'QUILLPOST_API_KEY is a live key (qp_live_…): through it an assistant would charge the saved card and send real notes. Use a test key (qp_test_…), or set QUILLPOST_ALLOW_LIVE=1 to allow the live key on purpose.',
  badKey: 'QUILLPOST_API_KEY is not a Quillpost API key: it starts with qp_test_ or qp_live_.',
  badUrl: 'QUILLPOST_API_URL must be the http(s) address of your Quillpost site, e.g. http://localhost:3000.',
} as const;

const ZMcpEnvSchema = z.object({
  QUILLPOST_API_KEY: z
    .string({ error: MCP_MESSAGES.noKey })
    .trim()
    .min(1, MCP_MESSAGES.noKey)
    .regex(/^qp_(test|live)_/, MCP_MESSAGES.badKey),
  QUILLPOST_API_URL: z
    .url({ protocol: /^https?$/, error: MCP_MESSAGES.badUrl })
    .default('http://localhost:3000'),
  QUILLPOST_ALLOW_LIVE: z.enum(['1', 'true']).optional(),
});

/** The configuration, or an Error whose message says which variable to set and how. */
export function readMcpConfig(env: NodeJS.ProcessEnv): McpConfig {
  const parsed = ZMcpEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? MCP_MESSAGES.noKey);
  const { QUILLPOST_API_KEY: apiKey, QUILLPOST_API_URL: url, QUILLPOST_ALLOW_LIVE: allowLive } = parsed.data;
  const livemode = apiKey.startsWith('qp_live_');
  if (livemode && !allowLive) throw new Error(MCP_MESSAGES.liveKey);
  return { apiKey, apiUrl: url.replace(/\/+$/, ''), livemode };
}
