import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  server: Server;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Drops open keep-alive connections too, so a test never waits on one. */
  close(): Promise<void>;
}

/** A real node:http server on a free loopback port: what every test here talks to instead of a mocked fetch. */
export async function startLoopbackServer(listener: RequestListener): Promise<LoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
