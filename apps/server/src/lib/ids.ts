import { randomInt } from 'node:crypto';

let lastMs = 0;
let seq = 0;
/** This process's number among the instances (0-999): the last 3 digits of every id it makes. */
let node = randomInt(1000);

/**
 * Sets this process's instance number (taken modulo 1,000). With several instances the app claims
 * one from a shared counter at start (Redis `INCR`), so two instances never make the same id
 * in the same millisecond; a single instance keeps the random one it started with.
 */
export function setIdNode(n: number): void {
  node = ((Math.trunc(n) % 1000) + 1000) % 1000;
}

/**
 * A new 19-digit decimal id: 13 digits of epoch ms, 3 of a per-millisecond sequence and 3 of the
 * instance number. Unique within a process (the sequence) and across instances (the number);
 * fixed length, so string order is creation order within a process.
 */
export function newId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    ms = lastMs;
    seq += 1;
    if (seq > 999) {
      ms += 1;
      seq = 0;
    }
  } else {
    seq = 0;
  }
  lastMs = ms;
  return `${String(ms).padStart(13, '0')}${String(seq).padStart(3, '0')}${String(node).padStart(3, '0')}`;
}
