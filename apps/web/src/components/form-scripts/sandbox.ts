import {
  newChannel,
  parseCall,
  parseFrameMessage,
  type FailReason,
  type RunArgs,
  type ScriptCall,
} from './protocol';
import { frameDocument } from './runtime';

/** How a run ended. */
export type RunResult = { ok: true } | { ok: false; reason: FailReason; error: string };

/** The frame as the sandbox uses it (a real iframe, or a fake one in tests). */
export interface FrameLike {
  readonly contentWindow: { postMessage: (message: unknown, targetOrigin: string) => void } | null;
  remove: () => void;
}

/** What the sandbox needs from the page. */
export interface SandboxOptions {
  /** Makes the hidden frame for a document (default: an `<iframe sandbox="allow-scripts">` in body). */
  createFrame?: (srcdoc: string) => FrameLike;
  /** Listens to the page's messages (default: window "message"). */
  listen?: (handler: (event: MessageEvent) => void) => () => void;
  /** The page's origin (the frame answers to it only). */
  origin?: string;
  /** A run's time limit in ms. */
  timeout?: number;
  /** A checked helper call of a run, with the run's context. */
  onCall: (call: ScriptCall, context: unknown) => void;
  /** A message that failed the checks (for the console). */
  onRejected?: (reason: string) => void;
}

/** The error of runs ended because the form went away. */
export const DISPOSED = 'disposed';
/** The default time limit of one run. */
export const RUN_TIMEOUT = 2000;
/** Extra wait for the frame's own answer before the page gives up on it and replaces it. */
const GRACE = 1000;

function defaultFrame(srcdoc: string): FrameLike {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('tabindex', '-1');
  frame.setAttribute('data-testid', 'form-script-frame');
  frame.title = 'form scripts';
  frame.style.display = 'none';
  frame.srcdoc = srcdoc;
  document.body.appendChild(frame);
  return frame;
}

const defaultListen = (handler: (event: MessageEvent) => void) => {
  window.addEventListener('message', handler);
  return () => window.removeEventListener('message', handler);
};

interface Pending {
  resolve: (result: RunResult) => void;
  context: unknown;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * One sandboxed script frame per rendered form: an opaque-origin `sandbox="allow-scripts"` srcdoc
 * frame (no same-origin: no token, storage, cookies or DOM of the app) under its own CSP. The page
 * accepts only messages whose source is that frame's window, whose channel is its random id and
 * whose shape is known; anything else is ignored. A frame that does not answer in time is replaced.
 */
export class ScriptSandbox {
  private channel = '';
  private frame: FrameLike | undefined;
  private ready = false;
  private queue: unknown[] = [];
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly unlisten: () => void;
  private disposed = false;

  constructor(private readonly options: SandboxOptions) {
    this.unlisten = (options.listen ?? defaultListen)((event) => this.receive(event));
    this.open();
  }

  private get timeout() {
    return this.options.timeout ?? RUN_TIMEOUT;
  }

  private open() {
    this.channel = newChannel();
    this.ready = false;
    const origin = this.options.origin ?? window.location.origin;
    this.frame = (this.options.createFrame ?? defaultFrame)(frameDocument(this.channel, origin));
  }

  /** Throws the frame away (all runs in flight fail with `reason`) and opens a new one. */
  private replace(reason: FailReason, error = '') {
    this.frame?.remove();
    this.frame = undefined;
    for (const [, run] of this.pending) {
      clearTimeout(run.timer);
      run.resolve({ ok: false, reason, error });
    }
    this.pending.clear();
    this.queue = [];
    if (this.disposed) this.unlisten();
    else this.open();
  }

  private post(message: unknown) {
    if (!this.ready) this.queue.push(message);
    else this.frame?.contentWindow?.postMessage(message, '*');
  }

  /** Handles one page message; answers whether it was taken as the frame's. */
  receive(event: MessageEvent): boolean {
    const win = this.frame?.contentWindow;
    if (!win || event.source !== (win as unknown)) return false;
    const message = parseFrameMessage(event.data, this.channel);
    if (!message) {
      this.options.onRejected?.('bad message');
      return false;
    }
    if (message.type === 'ready') {
      this.ready = true;
      const queued = this.queue;
      this.queue = [];
      for (const m of queued) win.postMessage(m, '*');
      return true;
    }
    const run = this.pending.get(message.id);
    if (!run) return false;
    if (message.type === 'call') {
      const call = parseCall(message.name, message.args);
      if (call) this.options.onCall(call, run.context);
      else this.options.onRejected?.(`bad ${message.name} call`);
      return true;
    }
    clearTimeout(run.timer);
    this.pending.delete(message.id);
    run.resolve(
      message.ok
        ? { ok: true }
        : { ok: false, reason: message.reason ?? 'error', error: message.error ?? '' },
    );
    if (this.disposed && this.pending.size === 0) this.close();
    return true;
  }

  /** Runs a handler's source with a plain-JSON snapshot; `context` comes back with its calls. */
  run(source: string, args: RunArgs, context?: unknown): Promise<RunResult> {
    if (this.disposed) return Promise.resolve({ ok: false, reason: 'error', error: DISPOSED });
    const id = this.nextId++;
    return new Promise<RunResult>((resolve) => {
      // the frame ends an overrun itself; if it cannot answer, it is replaced
      const timer = setTimeout(() => this.replace('timeout'), this.timeout + GRACE);
      this.pending.set(id, { resolve, context, timer });
      this.post({ channel: this.channel, type: 'run', id, source, args, timeout: this.timeout });
    });
  }

  private close() {
    this.replace('error', DISPOSED);
  }

  /**
   * Removes the frame and stops listening; runs in flight (an afterSubmit as the page moves on)
   * may finish first, within their time limit. No new run starts.
   */
  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    if (this.pending.size === 0) this.close();
  }
}
