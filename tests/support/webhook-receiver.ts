import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listeningAddress } from './listening-address';
import { until } from './until';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver answering each request with the next status of `answers` (the last one repeats). */
export async function startReceiver() {
  const received: Received[] = [];
  let answers = [200];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers[Math.min(received.length - 1, answers.length - 1)]!;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = listeningAddress(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(statuses: number[]) {
      received.length = 0;
      answers = statuses;
    },
    waitFor(count: number) {
      return until(
        () => (received.length >= count ? received : undefined),
        () => `received ${received.length} of ${count} deliveries`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
