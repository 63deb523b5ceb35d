// `npm start` as an operator runs it, on what `npm run build` made: the time until /api/health
// answers (a first start on an empty data folder, which migrates and seeds, then a restart on that
// database), and the resident memory once idle, of the server and of every process `npm start` left
// running. Aim (issue 15): a restart healthy within 3 s, the idle server under 150 MB RSS.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeResult } from './write-result.mjs';

const PORT = Number(process.env.BENCH_START_PORT ?? 3298);
const url = `http://127.0.0.1:${PORT}/api/health`;
if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html'))
  throw new Error('run `npm run build` first');

/** Resident set size of a process, in MB (0 once it is gone). */
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process and all its descendants (Linux /proc). */
function tree(pid) {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children.flatMap(tree)];
}

/** Runs `npm start` on a data folder; answers the milliseconds until healthy and the running child. */
async function start(dataDir) {
  const began = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const healthy = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { ms: Math.round(performance.now() - began), child };
    await sleep(25);
  }
}

async function stop(child) {
  process.kill(-child.pid, 'SIGTERM');
  while (child.exitCode === null && child.signalCode === null) await sleep(50);
}

const data = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-start-'));
try {
  const first = await start(data);
  await stop(first.child);
  const restarts = [];
  let idle = { serverMb: 0, totalMb: 0 };
  for (let i = 0; i < 3; i++) {
    const run = await start(data);
    restarts.push(run.ms);
    if (i === 2) {
      await sleep(3000); // idle: the start-up garbage collected, nothing asked
      const pids = tree(run.child.pid);
      const sizes = pids.map(rssMb);
      idle = {
        serverMb: Math.round(Math.max(...sizes)),
        totalMb: Math.round(sizes.reduce((a, b) => a + b, 0)),
      };
    }
    await stop(run.child);
  }
  const restartMs = [...restarts].sort((a, b) => a - b)[1];
  writeResult(
    'start',
    {
      firstStartMs: first.ms,
      restartMsMedianOf3: restartMs,
      idleServerRssMb: idle.serverMb,
      idleRssWithNpmWrapperMb: idle.totalMb,
    },
    'restart healthy within 3000 ms; idle server under 150 MB RSS',
    restartMs <= 3000 && idle.serverMb < 150,
  );
} finally {
  rmSync(data, { recursive: true, force: true });
}
