import { randomInt } from 'node:crypto';

let lastMs = 0;
let seq = 0;

/**
 * A new 19-digit decimal id: 13 digits of epoch ms, 3 of a per-millisecond sequence and 3 random.
 * Fixed length, so string order is creation order within a process.
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
  return `${String(ms).padStart(13, '0')}${String(seq).padStart(3, '0')}${String(randomInt(1000)).padStart(3, '0')}`;
}
