/**
 * The message protocol between a form and its script frame (issue 17 point 4). Every message
 * carries the frame's random channel id; the parent accepts only messages from that frame's
 * window, with that channel and one of the shapes below.
 */

/** What a script may ask of the form. */
export type ScriptCallName = 'setFormData' | 'setShowOrHide' | 'setRequired' | 'setDisabled' | 'toast';

/** Frame → parent. */
export type FrameMessage =
  | { channel: string; type: 'ready' }
  | { channel: string; type: 'call'; id: number; name: ScriptCallName; args: unknown[] }
  | { channel: string; type: 'done'; id: number; ok: boolean; reason?: FailReason; error?: string };

/** Why a run failed: its Promise was rejected, it threw, or it overran its time. */
export type FailReason = 'rejected' | 'error' | 'timeout';
const REASONS: readonly FailReason[] = ['rejected', 'error', 'timeout'];

/** The snapshot a run gets: plain JSON only. */
export interface RunArgs {
  data?: unknown;
  rowIndex?: number;
  formData: Record<string, unknown>;
  /** What `onlineUtils.getUserInfo()` answers: never the token. */
  user: { userId: string; userName: string; userAccount: string };
}

/** Parent → frame. */
export interface RunMessage {
  channel: string;
  type: 'run';
  id: number;
  source: string;
  args: RunArgs;
  timeout: number;
}

const CALLS: readonly ScriptCallName[] = [
  'setFormData',
  'setShowOrHide',
  'setRequired',
  'setDisabled',
  'toast',
];
/** Longest prop path (`table.child`) and text a script may hand over. */
export const MAX_PROP = 500;
export const MAX_TEXT = 2000;
/** Largest value (as JSON) setFormData may write. */
export const MAX_VALUE_JSON = 200_000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** A fresh channel id (128 random bits, hex). */
export function newChannel(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The message as a {@link FrameMessage} of this channel, or undefined when anything is off. */
export function parseFrameMessage(data: unknown, channel: string): FrameMessage | undefined {
  if (!isObject(data) || data.channel !== channel || typeof data.type !== 'string') return undefined;
  if (data.type === 'ready') return { channel, type: 'ready' };
  if (data.type === 'done') {
    if (!isId(data.id) || typeof data.ok !== 'boolean') return undefined;
    if (data.error !== undefined && typeof data.error !== 'string') return undefined;
    const reason = REASONS.find((r) => r === data.reason);
    if (data.reason !== undefined && !reason) return undefined;
    const error = typeof data.error === 'string' ? data.error.slice(0, MAX_TEXT) : undefined;
    return {
      channel,
      type: 'done',
      id: data.id,
      ok: data.ok,
      ...(reason ? { reason } : {}),
      ...(error !== undefined ? { error } : {}),
    };
  }
  if (data.type === 'call') {
    const name = CALLS.find((c) => c === data.name);
    if (!isId(data.id) || !name || !Array.isArray(data.args) || data.args.length > 3) return undefined;
    return { channel, type: 'call', id: data.id, name, args: data.args as unknown[] };
  }
  return undefined;
}

/** A field address: a main field, or `table.child` for a sub-table column. */
export interface PropPath {
  field: string;
  child?: string;
}

const NAME = /^[A-Za-z_$][\w$-]*$/;

/** Parses `field` or `table.child`; undefined for anything else (empty, deeper paths, odd names). */
export function parseProp(prop: unknown): PropPath | undefined {
  if (typeof prop !== 'string' || prop.length === 0 || prop.length > MAX_PROP) return undefined;
  const parts = prop.split('.');
  if (parts.length > 2 || !parts.every((p) => NAME.test(p))) return undefined;
  if (parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) return undefined;
  return parts.length === 2 ? { field: parts[0]!, child: parts[1]! } : { field: parts[0]! };
}

/** A value a script hands over, as plain JSON (bounded); undefined when it is not one. */
export function plainValue(value: unknown): { value: unknown } | undefined {
  if (value === undefined) return { value: null };
  try {
    const text = JSON.stringify(value);
    if (text === undefined || text.length > MAX_VALUE_JSON) return undefined;
    return { value: JSON.parse(text, (k, v: unknown) => (k === '__proto__' ? undefined : v)) as unknown };
  } catch {
    return undefined;
  }
}

/** One helper call of a script, checked: what the form applies. */
export type ScriptCall =
  | { name: 'setFormData'; path: PropPath; value: unknown }
  | { name: 'setShowOrHide' | 'setRequired' | 'setDisabled'; path: PropPath; on: boolean }
  | { name: 'toast'; text: string; kind: 'success' | 'error' | 'warning' | 'info' };

/** Checks a call's arguments; undefined when they are not acceptable. */
export function parseCall(name: ScriptCallName, args: readonly unknown[]): ScriptCall | undefined {
  if (name === 'toast') {
    const text = typeof args[0] === 'string' ? args[0] : args[0] === undefined ? '' : String(args[0]);
    const kind = (['success', 'error', 'warning', 'info'] as const).find((k) => k === args[1]) ?? 'info';
    return text ? { name, text: text.slice(0, MAX_TEXT), kind } : undefined;
  }
  const path = parseProp(args[0]);
  if (!path) return undefined;
  if (name === 'setFormData') {
    const plain = plainValue(args[1]);
    return plain ? { name, path, value: plain.value } : undefined;
  }
  return { name, path, on: args[1] === true || args[1] === 'true' };
}
