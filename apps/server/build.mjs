// Compiles the server to JavaScript for `npm start` (tsx stays a development tool): one ES module
// per entry point in dist/, with the workspace's TypeScript package (@tessera/shared) bundled in and
// every npm package left to node_modules. The SQLite reader runs as a child process from its own
// file, so it is copied beside the bundles. ADR 0021.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Bare imports stay imports (npm packages, node:*), except the TypeScript workspace package. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@tessera/shared' || args.path.startsWith('@tessera/shared/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'ops-cli': path.join(here, 'src/ops/cli.ts'),
    'seed-cli': path.join(here, 'src/db/seed-cli.ts'),
  },
  outdir,
  // whole bundles, no shared chunks: code that finds files beside itself (import.meta.url) sits in dist/
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
copyFileSync(
  path.join(here, 'src/modules/data-interface/sqlite-reader.cjs'),
  path.join(outdir, 'sqlite-reader.cjs'),
);
