import type { ServerFrame } from '@tessera/shared';

/** A server frame method. */
export type FrameMethod = ServerFrame['method'];
/** The frame of one method. */
export type FrameOf<M extends FrameMethod> = Extract<ServerFrame, { method: M }>;
type Handler<M extends FrameMethod> = (frame: FrameOf<M>) => void;

/** `content`: a message's content, text or (images and media) an object. */
type Shape = Record<string, 'string' | 'number' | 'array' | 'object' | 'content'>;

/** Fields each method must carry with the right type; anything else is dropped as malformed. */
const SHAPES: Record<FrameMethod, Shape> = {
  initMessage: { onlineUserList: 'array', unreadNums: 'array', unreadTotalCount: 'number' },
  online: { userId: 'string' },
  offline: { userId: 'string' },
  sendMessage: { toUserId: 'string', toMessage: 'content', messageType: 'string', dateTime: 'number' },
  receiveMessage: { formUserId: 'string', formMessage: 'content', messageType: 'string', dateTime: 'number' },
  messageList: { toUserId: 'string', list: 'array', pagination: 'object' },
  messagePush: {},
  logout: {},
  closeSocket: {},
  refresh: {},
  error: {},
};

function hasType(value: unknown, type: Shape[string]): boolean {
  if (type === 'content') return hasType(value, 'string') || hasType(value, 'object');
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === type;
}

/** Parses one socket message; null for anything that is not a well-formed known frame. */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const method = record.method;
  if (typeof method !== 'string' || !Object.hasOwn(SHAPES, method)) return null;
  const shape = SHAPES[method as FrameMethod];
  for (const [field, type] of Object.entries(shape)) if (!hasType(record[field], type)) return null;
  return record as unknown as ServerFrame;
}

/** Typed listeners of server frames by method; a throwing listener does not stop the others. */
export class FrameEmitter {
  private readonly listeners = new Map<FrameMethod, Set<(frame: ServerFrame) => void>>();

  /** Listens to one method; returns the unsubscribe function. */
  on<M extends FrameMethod>(method: M, handler: Handler<M>): () => void {
    const set = this.listeners.get(method) ?? new Set();
    const wrapped = handler as (frame: ServerFrame) => void;
    set.add(wrapped);
    this.listeners.set(method, set);
    return () => {
      set.delete(wrapped);
    };
  }

  /** Routes a raw message (text) or an already parsed frame to its listeners. */
  dispatch(data: unknown): void {
    const frame = typeof data === 'string' ? parseServerFrame(data) : null;
    if (frame) this.emit(frame);
  }

  /** Delivers a parsed frame. */
  emit(frame: ServerFrame): void {
    for (const handler of [...(this.listeners.get(frame.method) ?? [])]) {
      try {
        handler(frame);
      } catch (error) {
        console.error('socket listener failed', error);
      }
    }
  }
}
