import {
  MAX_SOCKET_FRAME,
  clientFrameSchema,
  type ClientFrame,
  type ServerMessageKey,
} from '@tessera/shared';
import { findUnstorableText } from '../../lib/unstorable-text';

/** What ws itself accepts before closing with 1009: frames between the two limits get an error frame. */
export const HARD_FRAME_LIMIT = MAX_SOCKET_FRAME * 2;

/** A parsed client frame, or the key of the error to answer. */
export type ParsedFrame = { frame: ClientFrame } | { error: ServerMessageKey };

/** Parses one raw frame: bounded size, JSON, then the client frame schema. */
export function parseClientFrame(data: Buffer | ArrayBuffer | Buffer[]): ParsedFrame {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (bytes.length > MAX_SOCKET_FRAME) return { error: 'chatFrameTooLarge' };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return { error: 'chatFrameInvalid' };
  }
  // the same text rule as HTTP input: no NUL, stray control characters or lone surrogates
  if (findUnstorableText(json)) return { error: 'inputUnstorableText' };
  const parsed = clientFrameSchema.safeParse(json);
  return parsed.success ? { frame: parsed.data } : { error: 'chatFrameInvalid' };
}

/** A token bucket: `burst` frames at once, refilled at `perSecond`; counts refusals in a row. */
export class FrameBudget {
  private tokens: number;
  private last = Date.now();
  /** Frames refused since the last accepted one. */
  strikes = 0;

  constructor(
    private readonly burst = 20,
    private readonly perSecond = 20,
  ) {
    this.tokens = burst;
  }

  /** Takes one frame's token; false when the socket is over its budget. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) {
      this.strikes += 1;
      return false;
    }
    this.tokens -= 1;
    this.strikes = 0;
    return true;
  }
}
