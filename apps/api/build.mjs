// Bundles the API into dist/server.js (our workspace packages inlined, npm dependencies left external), copies the
// SQL migrations beside it, and draws the product pictures into dist/media (the drawing code stays out of the bundle).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Every bare import except our own `@lumen/*` workspaces stays an import of node_modules; so does the web build's
 * renderer (`@lumen/web/server`), which the server loads at start-up from the web build beside it.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lumen/') && args.path !== '@lumen/web/server'
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', 'make-template': 'src/db/make-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// A migrated, empty database for the first start (skips initdb; see db/client.ts).
execFileSync(process.execPath, ['dist/make-template.js', 'dist/pglite-template.tar'], { stdio: 'inherit' });
// The product pictures, as static files the server sends with a year's immutable cache.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/draw-artwork.ts', 'dist/media'], { stdio: 'inherit' });
