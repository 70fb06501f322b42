import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

// A site of an attacker, as small as it gets: pages the test writes, served as they are, on two
// origins that are not the Parlay site's (http://127.0.0.1:<port>). Chromium decides SameSite by the
// host alone (the port does not count), so:
//   - 127.0.0.2 is another site: a form posted from there carries no SameSite=Lax cookie;
//   - 127.0.0.1 on another port is the same site but another origin: the browser sends the session
//     cookies along with a cross-origin form, and only the site's CSRF check stands in the way.

/** The page a redirect that leaves the Parlay site lands on. */
export const stolenPath = '/stolen';

export interface AttackerSite {
  /** e.g. http://127.0.0.2:41234: another site than the Parlay site. */
  readonly crossSite: string;
  /** e.g. http://127.0.0.1:41235: the Parlay site's host on another port (same site, other origin). */
  readonly sameSite: string;
  /** Serves `html` at a fresh path on both origins; answers that path. */
  page(html: string): string;
  /** Whether a browser was ever sent to the stolen page (a redirect left the Parlay site). */
  readonly stolenVisits: number;
}

/** Listens on `host` with any free port; answers the origin. */
function listen(server: Server, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/** The attacker's site for the test file: started before its tests, closed after them. */
export function useAttackerSite(): AttackerSite {
  const pages = new Map<string, string>();
  let stolenVisits = 0;
  const handle: Parameters<typeof createServer>[1] = (request, response) => {
    request.resume();
    const path = new URL(request.url ?? '/', 'http://attacker.invalid').pathname;
    if (path === stolenPath) stolenVisits += 1;
    const html =
      path === stolenPath ? '<!doctype html><title>Stolen</title><h1>Gotcha</h1>' : pages.get(path);
    if (html === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(html);
  };
  const servers = [createServer(handle), createServer(handle)] as const;
  let origins: { crossSite: string; sameSite: string } | undefined;

  beforeAll(async () => {
    origins = {
      crossSite: await listen(servers[0], '127.0.0.2'),
      sameSite: await listen(servers[1], '127.0.0.1'),
    };
  });
  afterAll(async () => {
    await Promise.all(servers.filter((server) => server.listening).map(close));
  });

  const started = () => {
    if (!origins) throw new Error('the attacker site starts in beforeAll');
    return origins;
  };
  return {
    get crossSite() {
      return started().crossSite;
    },
    get sameSite() {
      return started().sameSite;
    },
    page(html) {
      const path = `/${randomBytes(6).toString('hex')}`;
      pages.set(path, html);
      return path;
    },
    get stolenVisits() {
      return stolenVisits;
    },
  };
}

/** Escapes text for an HTML attribute value in double quotes. */
export function attribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
