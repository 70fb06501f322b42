import { partBrowserEntry, repoRoot } from '@parlay/build';
import type { RenderPart, RenderShell } from '@parlay/contract';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';

/**
 * `npm run dev`: one Vite server in middleware mode serves the shell's and every part's sources
 * with hot reload, and loads their server entries fresh for each render. Shared modules are
 * deduplicated by Vite itself, so no import map is needed here. Never used in production.
 */
export interface DevServer {
  renderShell: RenderShell;
  renderPart(name: string): Promise<RenderPart>;
  /** What the browser loads of a part: its client entry, or a server-only part's stylesheet alone. */
  partAssets(name: string): { scripts: string[]; css: string[] };
  /**
   * Head markup Vite needs before any module runs: its client, React Fast Refresh's preamble, and
   * the style nonce Vite's client puts on the style elements it injects (so the CSP holds in dev too).
   */
  head(nonce: { script: string; style: string }): string;
  attach(app: FastifyInstance): void;
  close(): Promise<void>;
}

const vitePaths =
  /^\/(@vite\/|@fs\/|@id\/|@react-refresh|node_modules\/|apps\/shell\/src\/|parts\/[^/]+\/src\/|packages\/[^/]+\/src\/)/;

export async function createDevServer(): Promise<DevServer> {
  const { createServer } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const vite: ViteDevServer = await createServer({
    configFile: false,
    root: repoRoot,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: { port: 24678 } },
    plugins: [react()],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    ssr: { noExternal: [/^@parlay\//] },
    optimizeDeps: { entries: ['apps/shell/src/entry-client.tsx', 'parts/*/src/client.tsx'] },
  });
  const load = async <T>(path: string, name: string) => (await vite.ssrLoadModule(path))[name] as T;
  return {
    renderShell: async (request, services) =>
      (await load<RenderShell>('/apps/shell/src/entry-server.tsx', 'render'))(request, services),
    renderPart: (name) => load<RenderPart>(`/parts/${name}/src/server.tsx`, 'render'),
    partAssets(name) {
      const entry = `/parts/${name}/${partBrowserEntry(name)}`;
      // Vite answers a stylesheet's <link> (it asks for text/css) with the compiled CSS.
      return entry.endsWith('.css') ? { scripts: [], css: [entry] } : { scripts: [entry], css: [] };
    },
    head: (nonce) =>
      `<meta property="csp-nonce" nonce="${nonce.style}"><script type="module" nonce="${nonce.script}">${react.preambleCode.replace('__BASE__', '/')}</script><script type="module" src="/@vite/client"></script>`,
    attach(app) {
      app.addHook('onRequest', (request, reply, done) => {
        if (!vitePaths.test(request.url)) return done();
        reply.hijack();
        vite.middlewares(request.raw, reply.raw, () => {
          reply.raw.statusCode = 404;
          reply.raw.end();
        });
      });
      app.addHook('onClose', async () => vite.close());
    },
    close: () => vite.close(),
  };
}
