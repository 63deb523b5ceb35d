// Compiles the server to JavaScript for `npm start` (tsx stays a development tool): one ES module
// per entry point in dist/, with the workspace's TypeScript package (@tessera/shared) bundled in and
// every npm package left to node_modules. The SQLite reader runs as a child process from its own
// file, so it is copied beside the bundles. ADR 0021.
// `node build.mjs --if-stale` builds only when a bundle is missing or older than a source (what
// `npm run backup` / `npm run restore` run before dist/ops-cli.js).
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
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

const ENTRIES = {
  server: 'src/server.ts',
  'ops-cli': 'src/ops/cli.ts',
  'seed-cli': 'src/db/seed-cli.ts',
};

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, name)));
  return latest;
}

if (process.argv.includes('--if-stale')) {
  const builtAt = Math.min(
    ...Object.keys(ENTRIES).map((name) => {
      const file = path.join(outdir, `${name}.js`);
      return existsSync(file) ? statSync(file).mtimeMs : 0;
    }),
  );
  const sources = [
    path.join(here, 'src'),
    path.join(here, 'build.mjs'),
    path.join(here, '../../packages/shared/src'),
    path.join(here, '../../package-lock.json'),
  ];
  if (builtAt >= Math.max(...sources.map(newest))) process.exit(0);
  console.error(
    builtAt ? 'The server sources changed since the last build: building…' : 'Building the server…',
  );
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries(ENTRIES).map(([name, file]) => [name, path.join(here, file)]),
  ),
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
