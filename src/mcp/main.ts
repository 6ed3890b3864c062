/**
 * `npm run mcp`: the Model Context Protocol server over stdio (stdout carries the protocol; messages go to
 * stderr). Configured by QUILLPOST_API_KEY (required; a test key unless QUILLPOST_ALLOW_LIVE=1),
 * QUILLPOST_API_URL (default http://localhost:3000).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { readMcpConfig } from './config';
import { createMcpServer } from './server';

let config: ReturnType<typeof readMcpConfig>;
try {
  config = readMcpConfig(process.env);
} catch (error) {
  process.stderr.write(`quillpost mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
await createMcpServer(config).connect(new StdioServerTransport());
process.stderr.write(
  `quillpost mcp: serving ${config.apiUrl} with a ${config.livemode ? 'LIVE' : 'test'} key over stdio\n`,
);
