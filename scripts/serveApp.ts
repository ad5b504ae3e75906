/** A localhost server for the built renderer: the browser host of `npm start` and of the end-to-end tests. */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { readAppFile } from '../electron/appFiles';

export class PortBusyError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use`);
  }
}

/** Starts serving `root` on 127.0.0.1 (port 0 picks a free one); resolves once it listens. */
export function serveApp(root: string, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    void readAppFile(root, pathname, (file) => readFile(file)).then((answer) => {
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === 'HEAD' ? undefined : answer.body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortBusyError(port) : error));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://127.0.0.1:${actual}/` });
    });
  });
}
