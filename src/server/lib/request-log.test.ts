import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../tests/support/log-capture';
import { installErrorHandlers } from './error-handler';
import { RequestLog } from './request-log';

const TOKEN = 'q3Jx0_vK9mZ-aT4bN7cR2dS5eU8fW1gY6hI0jL3kM9o';

describe('RequestLog', () => {
  it('logs a 5xx at error level with method, route, status and client, and no token from the URL', async () => {
    const capture = captureLogs('info');
    const app = Fastify({
      loggerInstance: capture.logger as FastifyBaseLogger,
      logController: new RequestLog(),
    });
    installErrorHandlers(app);
    app.get('/api/links/:token', async () => {
      throw new Error('the database is unreachable');
    });
    const res = await app.inject({
      method: 'GET',
      url: `/api/links/${TOKEN}?session=${TOKEN}`,
      remoteAddress: '198.51.100.9',
    });
    expect(res.statusCode).toBe(500);
    await expect.poll(() => capture.lines.find((l) => l.msg === 'request completed')).toBeDefined();
    const fields = { method: 'GET', route: '/api/links/:token', ip: '198.51.100.9' };
    expect(capture.lines.find((l) => l.msg === 'request failed')).toMatchObject({
      ...fields,
      level: 50,
      err: { message: 'the database is unreachable' },
    });
    expect(capture.lines.find((l) => l.msg === 'request completed')).toMatchObject({
      ...fields,
      level: 50,
      status: 500,
    });
    expect(capture.text()).not.toContain(TOKEN);
    await app.close();
  });

  it('logs every request at debug level the same way', async () => {
    const capture = captureLogs('debug');
    const app = Fastify({ loggerInstance: capture.logger, logController: new RequestLog() });
    app.get('/api/links/:token', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: `/api/links/${TOKEN}?session=${TOKEN}` });
    await expect.poll(() => capture.lines.find((l) => l.msg === 'request completed')).toBeDefined();
    expect(capture.lines.map((l) => [l.msg, l.route, l.level])).toEqual([
      ['incoming request', '/api/links/:token', 20],
      ['request completed', '/api/links/:token', 20],
    ]);
    expect(capture.text()).not.toContain(TOKEN);
    await app.close();
  });
});
