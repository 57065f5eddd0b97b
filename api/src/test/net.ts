// A free loopback port, for tests that start a listener of their own (Prism, a second API process).
import { createServer } from 'node:net';
import { once } from 'node:events';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
