/** The flow a message link points at (jnpf-contract section 5, "Message → /workFlowDetail"). */
export interface FlowLinkConfig {
  /** 1 my request, 2 to do, 3 copied to me. */
  type: 1 | 2 | 3;
  processId: string;
  flowId: string;
  taskNodeId: string;
  taskOperatorId: string;
  /** The flow page's operation type: 1→0 launched, 2→1 to do, 3→3 copied. */
  opType: 0 | 1 | 3;
}

/** Why a config could not be read. */
export type FlowConfigError = 'missing' | 'invalid';

/** The outcome of decoding `?config=`. */
export type FlowConfigResult = { ok: true; config: FlowLinkConfig } | { ok: false; error: FlowConfigError };

const OP_TYPE = { 1: 0, 2: 1, 3: 3 } as const;

function base64ToText(base64: string): string {
  // an unencoded '+' arrives as a space from the query
  const normal = base64
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/ /g, '+')
    .replace(/[\r\n\t]/g, '');
  const binary = atob(normal);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function idOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Base64 of a config's JSON (what a message link carries before URL encoding); used by tests and links. */
export function encodeFlowConfig(body: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Reads the `config` query value: (URL-encoded) JSON {type, processId, flowId, taskNodeId,
 * taskOperatorId}, or base64 of that JSON. Never throws; anything unreadable is `invalid`, an absent value `missing`.
 */
export function decodeFlowConfig(raw: string | null | undefined): FlowConfigResult {
  if (!raw?.trim()) return { ok: false, error: 'missing' };
  try {
    const text = (raw.includes('%') ? decodeURIComponent(raw) : raw).trim();
    // a flow message's body is the config's JSON itself; links made elsewhere carry its base64
    const body: unknown = JSON.parse(text.startsWith('{') ? text : base64ToText(text));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    const fields = body as Record<string, unknown>;
    const type = Number(fields['type']);
    const processId = idOf(fields['processId']);
    if ((type !== 1 && type !== 2 && type !== 3) || !processId) throw new Error('no flow');
    return {
      ok: true,
      config: {
        type,
        processId,
        flowId: idOf(fields['flowId']),
        taskNodeId: idOf(fields['taskNodeId']),
        taskOperatorId: idOf(fields['taskOperatorId']),
        opType: OP_TYPE[type],
      },
    };
  } catch {
    return { ok: false, error: 'invalid' };
  }
}
