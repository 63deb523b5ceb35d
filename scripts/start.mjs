// `npm start`: runs the compiled server (apps/server/dist) serving the built web app (apps/web/dist).
// It builds first only when a build is missing or older than the sources, so a fresh clone still
// starts with one command and every later start is immediate. The server runs in this process: no
// wrapper process stays behind it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** What the build makes; the oldest of them is the build's time. */
const OUTPUTS = [at('apps/server/dist/server.js'), at('apps/web/dist/index.html')];
/** What the build reads: a newer file here means the build is stale. */
const INPUTS = [
  at('apps/server/src'),
  at('apps/server/build.mjs'),
  at('apps/web/src'),
  at('apps/web/index.html'),
  at('apps/web/public'),
  at('apps/web/vite.config.ts'),
  at('packages/shared/src'),
  at('package-lock.json'),
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, name)));
  return latest;
}

const builtAt = Math.min(...OUTPUTS.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (builtAt < Math.max(...INPUTS.map(newest))) {
  console.log(builtAt ? 'The sources changed since the last build: building…' : 'First start: building…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see above.');
    process.exit(result.status ?? 1);
  }
}
await import(pathToFileURL(OUTPUTS[0]).href);
