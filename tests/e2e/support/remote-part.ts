import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A descriptor answer captured from a real server, replayed as it came. */
export interface RecordedDescriptor {
  /** The JSON body, byte for byte. */
  body: string;
  /** The x-part-version header. */
  version: string;
}

/** The JSON descriptor call of seed 001 (what the shell and the server's parts client send). */
export async function recordDescriptor(
  siteUrl: string,
  part: string,
  request: { url: string; language: string },
): Promise<RecordedDescriptor> {
  const response = await fetch(`${siteUrl}/mf/${part}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
    body: JSON.stringify({ ...request, components: [part] }),
  });
  if (response.status !== 200) throw new Error(`POST /mf/${part} answered ${response.status}`);
  const version = response.headers.get('x-part-version');
  if (!version) throw new Error(`POST /mf/${part} answered without x-part-version`);
  return { body: await response.text(), version };
}

export interface RemotePartServer {
  /** The descriptor endpoint, for a registry entry `{ kind: 'remote', url }`. */
  readonly url: string;
  /** Descriptor calls received so far (any answer). */
  readonly calls: number;
  /** Until called, every descriptor call gets 503; afterwards the recorded descriptor. */
  recover(): void;
  close(): Promise<void>;
}

/**
 * A part served by another team's server, as small as it gets: a real HTTP server answering the
 * JSON descriptor POST, 503 Service Unavailable until `recover()`, then the recorded descriptor.
 */
export async function startRemotePart(
  part: string,
  descriptor: RecordedDescriptor,
): Promise<RemotePartServer> {
  let healthy = false;
  let calls = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const isDescriptorCall =
        request.method === 'POST' &&
        request.headers['mf-render-mode'] === 'json' &&
        request.headers['mf-api-version'] === 'v2';
      if (!isDescriptorCall) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404}');
        return;
      }
      calls += 1;
      if (!healthy) {
        response
          .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
          .end('{"status":503}');
        return;
      }
      response
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'x-part-version': descriptor.version,
        })
        .end(descriptor.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mf/${part}`,
    get calls() {
      return calls;
    },
    recover() {
      healthy = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
