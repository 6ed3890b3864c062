import net from 'node:net';
import { listeningAddress } from './listening-address';

/** A port free on loopback now: the system picks it for a listener that closes at once. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = listeningAddress(srv);
      srv.close(() => resolve(port));
    });
  });
}
