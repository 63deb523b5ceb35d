import type { ServerFrame } from '@tessera/shared';

/**
 * Delivers socket frames to users wherever they are connected (this instance or, with Redis,
 * any other). The message centre pushes through it; the socket module provides the real one.
 */
export interface PushBus {
  /** Sends a frame to every open socket of these users. */
  toUsers(userIds: readonly string[], frame: ServerFrame): void;
}

/** A bus that delivers nothing (apps built without the socket, unit tests). */
export const noPush: PushBus = { toUsers() {} };
