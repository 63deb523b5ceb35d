// A lean HTTP/1.1 keep-alive load client for the benchmarks.
//
// autocannon turns every answer's body into a string; for a 60 KB answer that costs the load
// generator more than the server spends making it, and on a 2-core machine the generator then
// holds the server back. This client never decodes a body: each of N connections (node:net) sends
// one GET at a time (no pipelining), reads only the status line and the headers, and then skips
// the body's bytes, counted from Content-Length or walked through chunked transfer encoding.
// It records each request's latency (process.hrtime) from the write of its request to the last
// byte of its answer, counts non-2xx answers and connection errors, and runs for a fixed duration.
import net from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');
const READ_BUFFER = 256 * 1024;

/** An answer's head: status, body framing and whether the server closes the connection after it. */
function parseHead(text) {
  const lines = text.split('\r\n');
  const status = Number(lines[0].slice(9, 12));
  let length = -1;
  let chunked = false;
  let close = false;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding') chunked = value.split(',').pop().trim() === 'chunked';
    else if (name === 'connection') close = value.includes('close');
  }
  if (!Number.isInteger(status) || status < 100) throw new Error(`bad status line: ${lines[0]}`);
  return { status, length, chunked, close };
}

/**
 * Reads answers from a byte stream and calls `done(status, close)` after each complete one.
 * Bodies are skipped by count; only chunk-size lines of chunked bodies are read as text.
 */
export class AnswerParser {
  constructor(done) {
    this.done = done;
    this.reset();
  }

  reset() {
    this.state = 'head';
    this.head = [];
    this.headBytes = 0;
    this.remaining = 0;
    this.line = '';
    this.answer = undefined;
  }

  /** Feeds bytes; answers the number of complete answers they finished. */
  feed(chunk) {
    let i = 0;
    let finished = 0;
    while (i < chunk.length) {
      if (this.state === 'head') {
        // The head may straddle chunks: keep its pieces and look for the blank line across them.
        this.head.push(i === 0 ? chunk : chunk.subarray(i));
        const joined = this.head.length === 1 ? this.head[0] : Buffer.concat(this.head);
        const end = joined.indexOf(CRLF2, Math.max(0, this.headBytes - 3));
        if (end < 0) {
          this.head = [Buffer.from(joined)]; // a copy: the caller may reuse its read buffer
          this.headBytes = joined.length;
          return finished;
        }
        this.answer = parseHead(joined.toString('latin1', 0, end));
        const consumedHere = end + 4 - this.headBytes; // bytes of `chunk` (from i) that were head
        i += consumedHere;
        this.head = [];
        this.headBytes = 0;
        if (this.answer.chunked) this.state = 'size';
        else if (this.answer.length > 0) {
          this.state = 'body';
          this.remaining = this.answer.length;
        } else if (this.answer.length === 0 || this.answer.status === 204 || this.answer.status === 304) {
          finished += this.finish();
        } else
          throw new Error(
            'answer without Content-Length or chunked encoding (read until close is not supported)',
          );
      } else if (this.state === 'body' || this.state === 'data') {
        const take = Math.min(this.remaining, chunk.length - i);
        i += take;
        this.remaining -= take;
        if (this.remaining === 0) {
          if (this.state === 'body') finished += this.finish();
          else {
            this.state = 'crlf';
            this.remaining = 2;
          }
        }
      } else if (this.state === 'crlf') {
        const take = Math.min(this.remaining, chunk.length - i);
        i += take;
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'size';
      } else {
        // 'size' (a chunk-size line) or 'trailer' (header lines after the last chunk, then a blank one)
        const nl = chunk.indexOf(10, i);
        const upto = nl < 0 ? chunk.length : nl + 1;
        this.line += chunk.toString('latin1', i, upto);
        i = upto;
        if (nl < 0) continue;
        const line = this.line.trim();
        this.line = '';
        if (this.state === 'size') {
          const size = parseInt(line.split(';')[0], 16);
          if (Number.isNaN(size)) throw new Error(`bad chunk size: ${line}`);
          if (size === 0) this.state = 'trailer';
          else {
            this.state = 'data';
            this.remaining = size;
          }
        } else if (line === '') finished += this.finish();
      }
    }
    return finished;
  }

  finish() {
    const { status, close } = this.answer;
    this.reset();
    this.done(status, close);
    return 1;
  }
}

/** The `q`-quantile (0..1) of sorted numbers. */
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;

/**
 * Loads `url` with GET requests for `duration` seconds over `connections` keep-alive connections.
 * Answers `{ requests, sent, seconds, reqPerSec, non2xx, errors, latency: { p50, p99, mean, max } }`,
 * latencies in milliseconds; `requests` counts answers completed before the end, `sent` also the
 * requests still in flight when the time was up (the server may have counted those too).
 */
export function leanLoad({ url, headers = {}, connections = 20, duration = 5 }) {
  const target = new URL(url);
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `host: ${target.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  const port = Number(target.port || 80);
  const host = target.hostname;

  const latencies = [];
  let requests = 0;
  let sent = 0;
  let non2xx = 0;
  let errors = 0;
  let running = true;
  const sockets = new Set();

  return new Promise((resolve) => {
    const start = process.hrtime.bigint();

    function open() {
      if (!running) return;
      // Reads land in one reused buffer per connection: no allocation (and no GC) per read.
      const socket = net.connect({
        host,
        port,
        onread: {
          buffer: Buffer.allocUnsafe(READ_BUFFER),
          callback(n, buffer) {
            try {
              parser.feed(buffer.subarray(0, n));
            } catch {
              errors += 1;
              socket.destroy();
            }
          },
        },
      });
      socket.setNoDelay(true);
      sockets.add(socket);
      let sentAt = 0n;
      let busy = false;
      const send = () => {
        busy = true;
        sent += 1;
        sentAt = process.hrtime.bigint();
        socket.write(request);
      };
      const parser = new AnswerParser((status, close) => {
        if (!running) return;
        latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
        requests += 1;
        busy = false;
        if (status < 200 || status > 299) non2xx += 1;
        if (close) socket.end();
        else send();
      });
      socket.on('connect', send);
      socket.on('error', () => {
        if (running) errors += 1;
      });
      socket.on('close', () => {
        sockets.delete(socket);
        if (!running) return;
        if (busy) errors += 1; // closed with an answer owed
        setImmediate(open);
      });
    }

    for (let c = 0; c < connections; c += 1) open();

    setTimeout(() => {
      running = false;
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      for (const s of sockets) s.destroy();
      latencies.sort((a, b) => a - b);
      const mean = latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1);
      const round2 = (x) => Math.round(x * 100) / 100;
      resolve({
        requests,
        sent,
        seconds,
        reqPerSec: requests / seconds,
        non2xx,
        errors,
        connections,
        latency: {
          p50: round2(quantile(latencies, 0.5)),
          p99: round2(quantile(latencies, 0.99)),
          mean: round2(mean),
          max: round2(latencies.at(-1) ?? NaN),
        },
      });
    }, duration * 1000);
  });
}
