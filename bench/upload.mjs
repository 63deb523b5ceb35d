// Files (issue 16): a 1 GB file uploaded in chunks (5,242,880 bytes, two at a time, as the web
// client sends them) against one plain single-request upload of the same bytes to the same server
// (POST /api/file/Uploader/file): the throughput ratio (aim: at least 0.8) and the server's
// resident memory while each runs (aim: it grows by less than 100 MB). Then the resume after a
// closed page: half of another file's chunks are sent, the "page" is gone, a new one asks the
// server what it holds (GET /api/file/chunk) and must send only the missing chunks.
//
// Starts its own server from the build (own port and data folder); the file is made on disk and
// sent as file-backed Blobs (fs.openAsBlob), so this process never holds it in memory either.
// The client's MD5 (a Web Worker in the browser) is computed before timing starts and reported apart.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeResult } from './write-result.mjs';

const PORT = Number(process.env.BENCH_UPLOAD_PORT ?? 3296);
const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const RESUME_SIZE = 100 * 1024 * 1024;
const CHUNK = 5_242_880;
const PARALLEL = 2;
const RATIO_AIM = 0.8;
const RSS_AIM_MB = 100;
const base = `http://127.0.0.1:${PORT}`;
if (!existsSync('apps/server/dist/server.js')) throw new Error('run `npm run build` first');

const rssMb = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};
const round1 = (n) => Math.round(n * 10) / 10;

/** Writes `bytes` of an mp4-looking file (an ISO media header, then random bytes) and answers its MD5. */
async function makeFile(file, bytes) {
  const handle = await open(file, 'w');
  const hash = createHash('md5');
  try {
    const head = Buffer.alloc(32);
    head.writeUInt32BE(24, 0);
    head.write('ftypmp42', 4, 'latin1');
    const block = randomBytes(8 * 1024 * 1024);
    let written = 0;
    while (written < bytes) {
      const piece = Buffer.from(block.subarray(0, Math.min(block.length, bytes - written)));
      if (written === 0) head.copy(piece, 0);
      // a different block each time, so no two chunks are alike
      piece.writeUInt32BE(written / block.length, 16);
      hash.update(piece);
      await handle.write(piece);
      written += piece.length;
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/** The MD5 of a file read in 10,240,000-byte slices, as the client's worker does; with its time. */
async function clientMd5(file) {
  const start = performance.now();
  const hash = createHash('md5');
  for await (const piece of createReadStream(file, { highWaterMark: 10_240_000 })) hash.update(piece);
  return { md5: hash.digest('hex'), ms: Math.round(performance.now() - start) };
}

const server = { pid: 0, child: null };
async function startServer(dataDir) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
      FILE_CHUNK_RATE_PER_MINUTE: '100000',
      FILE_QUOTA_BYTES: String(8 * 1024 ** 3),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.child = child;
  server.pid = child.pid;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error('the server did not start');
}

async function signIn() {
  const password = createHash('md5').update('123456').digest('hex');
  const form = new URLSearchParams({ account: 'admin', password, grant_type: 'password' });
  const login = await (await fetch(`${base}/api/oauth/Login`, { method: 'POST', body: form })).json();
  if (login.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return { authorization: login.data.token, 'jnpf-origin': 'pc' };
}

/** Calls `run` while sampling the server's RSS every 50 ms; answers its result, seconds and RSS figures. */
async function measured(run) {
  const before = rssMb(server.pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const start = performance.now();
  try {
    const result = await run();
    const seconds = (performance.now() - start) / 1000;
    peak = Math.max(peak, rssMb(server.pid));
    return {
      result,
      seconds,
      rssBeforeMB: round1(before),
      rssPeakMB: round1(peak),
      rssGrowthMB: round1(peak - before),
    };
  } finally {
    clearInterval(timer);
  }
}

async function envelope(response, what) {
  const body = await response.json();
  if (body.code !== 200) throw new Error(`${what}: ${JSON.stringify(body)}`);
  return body.data;
}

/** What the chunk routes are told about one upload. */
function describe(md5, size, n) {
  const totalChunks = Math.ceil(size / CHUNK);
  return new URLSearchParams({
    identifier: md5,
    chunkNumber: String(n),
    totalChunks: String(totalChunks),
    totalSize: String(size),
    fileName: 'bench.mp4',
    extension: 'mp4',
  });
}

/** Sends chunk numbers `numbers` of the file, PARALLEL at a time; answers how many were sent. */
async function sendChunks(headers, file, md5, size, numbers) {
  const blob = await openAsBlob(file);
  const queue = [...numbers];
  let sent = 0;
  const worker = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const body = new FormData();
      body.append('file', blob.slice((n - 1) * CHUNK, Math.min(size, n * CHUNK)), 'bench.mp4');
      const url = `${base}/api/file/chunk?${describe(md5, size, n)}`;
      await envelope(await fetch(url, { method: 'POST', headers, body }), `chunk ${n}`);
      sent += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return sent;
}

async function check(headers, md5, size) {
  return envelope(await fetch(`${base}/api/file/chunk?${describe(md5, size, 1)}`, { headers }), 'check');
}

async function merge(headers, md5, size) {
  const body = new URLSearchParams({
    identifier: md5,
    fileName: 'bench.mp4',
    fileSize: String(size),
    extension: 'mp4',
  });
  return envelope(await fetch(`${base}/api/file/merge`, { method: 'POST', headers, body }), 'merge');
}

const all = (size) => Array.from({ length: Math.ceil(size / CHUNK) }, (_, i) => i + 1);

const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-upload-bench-'));
try {
  const big = path.join(dir, 'big.mp4');
  const made = await makeFile(big, SIZE);
  const { md5, ms: md5Ms } = await clientMd5(big);
  if (md5 !== made) throw new Error('the file changed on disk');
  await startServer(path.join(dir, 'data'));
  const headers = await signIn();

  // One plain request first (it also warms the disk cache for both), then the chunked upload.
  const single = await measured(async () => {
    const body = new FormData();
    body.append('file', await openAsBlob(big), 'bench.mp4');
    return envelope(
      await fetch(`${base}/api/file/Uploader/file`, { method: 'POST', headers, body }),
      'single upload',
    );
  });
  if (single.result.fileSize !== SIZE)
    throw new Error(`single upload stored ${single.result.fileSize} bytes`);
  // The single upload stored this MD5 already: chunk another file of the same size, so the server cannot answer at once.
  const copy = path.join(dir, 'copy.mp4');
  const copyMd5 = await makeFile(copy, SIZE);
  const phases = { chunksSeconds: 0, mergeSeconds: 0 };
  const chunked = await measured(async () => {
    const state = await check(headers, copyMd5, SIZE);
    if (state.uploaded) throw new Error('the copy was already there');
    const sending = performance.now();
    await sendChunks(headers, copy, copyMd5, SIZE, all(SIZE));
    const merging = performance.now();
    const stored = await merge(headers, copyMd5, SIZE);
    phases.chunksSeconds = round1((merging - sending) / 1000);
    phases.mergeSeconds = round1((performance.now() - merging) / 1000);
    return stored;
  });
  if (chunked.result.fileSize !== SIZE)
    throw new Error(`chunked upload stored ${chunked.result.fileSize} bytes`);
  rmSync(copy);

  // Resume after a closed page: half the chunks, then a fresh "page" asks and sends the rest.
  const part = path.join(dir, 'resume.mp4');
  const partMd5 = await makeFile(part, RESUME_SIZE);
  const total = Math.ceil(RESUME_SIZE / CHUNK);
  const firstHalf = all(RESUME_SIZE).slice(0, Math.floor(total / 2));
  await sendChunks(headers, part, partMd5, RESUME_SIZE, firstHalf);
  const again = await signIn();
  const held = (await check(again, partMd5, RESUME_SIZE)).chunkNumbers;
  const missing = all(RESUME_SIZE).filter((n) => !held.includes(n));
  const resent = await sendChunks(again, part, partMd5, RESUME_SIZE, missing);
  const resumed = await merge(again, partMd5, RESUME_SIZE);

  const mbps = (s) => round1(SIZE / 2 ** 20 / s);
  const ratio = Math.round((mbps(chunked.seconds) / mbps(single.seconds)) * 100) / 100;
  const rssGrowth = Math.max(single.rssGrowthMB, chunked.rssGrowthMB);
  const resumeOk =
    resent === total - firstHalf.length &&
    resumed.fileSize === RESUME_SIZE &&
    held.length === firstHalf.length;
  writeResult(
    'upload',
    {
      fileMB: SIZE / 2 ** 20,
      chunkedMBps: mbps(chunked.seconds),
      singleMBps: mbps(single.seconds),
      throughputRatio: ratio,
      chunkedSeconds: round1(chunked.seconds),
      ...phases,
      singleSeconds: round1(single.seconds),
      clientMd5Seconds: round1(md5Ms / 1000),
      serverRssGrowthChunkedMB: chunked.rssGrowthMB,
      serverRssGrowthSingleMB: single.rssGrowthMB,
      serverRssPeakMB: Math.max(single.rssPeakMB, chunked.rssPeakMB),
      resumeChunks: total,
      resumeSentBeforeClose: firstHalf.length,
      resumeServerHeld: held.length,
      resumeSentAfter: resent,
    },
    `throughput ratio >= ${RATIO_AIM}, server RSS growth < ${RSS_AIM_MB} MB, resume sends only the missing chunks`,
    ratio >= RATIO_AIM && rssGrowth < RSS_AIM_MB && resumeOk,
  );
} finally {
  const child = server.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await gone;
  }
  rmSync(dir, { recursive: true, force: true });
}
