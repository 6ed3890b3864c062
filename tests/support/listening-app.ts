import type { TestApp } from './test-app';

/**
 * Opens the test app on a free loopback port (closed with the app when the file ends) and answers its base URL,
 * for clients that speak real HTTP: a generated client, the MCP server's child process.
 */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The test app is not on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}
