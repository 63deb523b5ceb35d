// Requests per second of GET /api/oauth/CurrentUser (administrator) against the bare JSON route
// /api/health of the same server, in the same run.
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { writeResult } from './write-result.mjs';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const md5 = (s) => createHash('md5').update(s).digest('hex');

const form = new URLSearchParams({ account: 'admin', password: md5('123456'), grant_type: 'password' });
const login = await (await fetch(`${base}/api/oauth/Login`, { method: 'POST', body: form })).json();
if (login.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
const headers = { authorization: login.data.token, 'jnpf-origin': 'pc' };

function run(path) {
  return new Promise((resolve, reject) =>
    autocannon({ url: base + path, connections: 20, duration: seconds, headers }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
}
await run('/api/oauth/CurrentUser'); // warm-up (JIT, caches)
const bare = await run('/api/health');
const current = await run('/api/oauth/CurrentUser');
if (current.non2xx || current.errors) throw new Error('CurrentUser answered errors during the run');
const ratio = Math.round((current.requests.average / bare.requests.average) * 100) / 100;
writeResult(
  'current-user-throughput',
  {
    bareJsonReqPerSec: Math.round(bare.requests.average),
    currentUserReqPerSec: Math.round(current.requests.average),
    ratio,
    currentUserLatencyP50ms: current.latency.p50,
    currentUserLatencyP99ms: current.latency.p99,
    seconds,
    connections: 20,
  },
  'CurrentUser at least half the bare route (ratio >= 0.5)',
  ratio >= 0.5,
);
