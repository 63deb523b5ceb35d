import type { FieldItem } from '@tessera/shared';
import { describe, expect, it, vi } from 'vitest';
import { applyFlags, withFlag } from './flags';
import { newChannel, parseCall, parseFrameMessage, parseProp, plainValue } from './protocol';
import { frameDocument } from './runtime';
import { ScriptSandbox, type FrameLike } from './sandbox';
import { hasCode } from './use-form-scripts';

const CH = 'c'.repeat(32);

describe('frame messages', () => {
  it('accepts only the known shapes of its own channel', () => {
    expect(parseFrameMessage({ channel: CH, type: 'ready' }, CH)).toEqual({ channel: CH, type: 'ready' });
    expect(parseFrameMessage({ channel: 'other', type: 'ready' }, CH)).toBeUndefined();
    expect(parseFrameMessage({ type: 'ready' }, CH)).toBeUndefined();
    expect(parseFrameMessage('ready', CH)).toBeUndefined();
    expect(parseFrameMessage(null, CH)).toBeUndefined();
    expect(parseFrameMessage({ channel: CH, type: 'eval', source: 'x' }, CH)).toBeUndefined();
    expect(
      parseFrameMessage({ channel: CH, type: 'call', id: 1, name: 'request', args: [] }, CH),
    ).toBeUndefined();
    expect(
      parseFrameMessage({ channel: CH, type: 'call', id: 0, name: 'toast', args: [] }, CH),
    ).toBeUndefined();
    expect(
      parseFrameMessage({ channel: CH, type: 'call', id: 1, name: 'toast', args: 'x' }, CH),
    ).toBeUndefined();
    expect(
      parseFrameMessage({ channel: CH, type: 'call', id: 1, name: 'toast', args: [1, 2, 3, 4] }, CH),
    ).toBeUndefined();
    expect(parseFrameMessage({ channel: CH, type: 'done', id: 2, ok: 'yes' }, CH)).toBeUndefined();
    expect(
      parseFrameMessage({ channel: CH, type: 'done', id: 2, ok: false, reason: 'why' }, CH),
    ).toBeUndefined();
    expect(
      parseFrameMessage({ channel: CH, type: 'done', id: 2, ok: false, reason: 'rejected', error: 'no' }, CH),
    ).toEqual({ channel: CH, type: 'done', id: 2, ok: false, reason: 'rejected', error: 'no' });
  });

  it('makes a fresh 128-bit channel each time', () => {
    const a = newChannel();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newChannel()).not.toBe(a);
  });

  it('parses props: a field or table.child, nothing else', () => {
    expect(parseProp('amount')).toEqual({ field: 'amount' });
    expect(parseProp('tableField109.amount')).toEqual({ field: 'tableField109', child: 'amount' });
    for (const bad of [
      '',
      'a.b.c',
      '__proto__',
      'a.constructor',
      '1abc',
      'a b',
      'a.',
      '.a',
      5,
      null,
      'x'.repeat(501),
    ])
      expect(parseProp(bad), String(bad)).toBeUndefined();
  });

  it('checks helper calls and keeps values plain JSON', () => {
    expect(parseCall('setFormData', ['title', 'x'])).toEqual({
      name: 'setFormData',
      path: { field: 'title' },
      value: 'x',
    });
    expect(parseCall('setShowOrHide', ['t.c', false])).toEqual({
      name: 'setShowOrHide',
      path: { field: 't', child: 'c' },
      on: false,
    });
    expect(parseCall('setRequired', ['bad.prop.path', true])).toBeUndefined();
    expect(parseCall('toast', ['hi', 'nonsense'])).toEqual({ name: 'toast', text: 'hi', kind: 'info' });
    expect(parseCall('toast', [])).toBeUndefined();
    expect(parseCall('setFormData', ['a', 'x'.repeat(300_000)])).toBeUndefined();
    const polluted = plainValue(JSON.parse('{"__proto__":{"admin":true},"a":1}'));
    expect(polluted?.value).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('the frame document', () => {
  it('carries a CSP that forbids every connection, and no token', () => {
    const doc = frameDocument(CH, 'http://localhost:3000');
    expect(doc).toContain("connect-src 'none'");
    expect(doc).toContain("default-src 'none'");
    expect(doc).toContain(JSON.stringify(CH));
    expect(doc).not.toMatch(/localStorage|document\.cookie/);
    expect(doc.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('designer stubs', () => {
  it('are not run; code is', () => {
    expect(hasCode(undefined)).toBe(false);
    expect(hasCode('')).toBe(false);
    expect(
      hasCode(
        '({ data, rowIndex, formData, setFormData, setShowOrHide, setRequired, setDisabled, onlineUtils }) => {\n}',
      ),
    ).toBe(false);
    expect(hasCode('({ data }) => {\n  // write code here\n}')).toBe(false);
    expect(hasCode('function () { /* nothing */ }')).toBe(false);
    expect(hasCode("({ setFormData }) => { setFormData('a', 1) }")).toBe(true);
    expect(hasCode("setFormData('a', 1)")).toBe(true);
  });
});

function fakeFrame() {
  const posted: unknown[] = [];
  let handler: ((e: MessageEvent) => void) | undefined;
  const frames: (FrameLike & { srcdoc: string; removed: boolean })[] = [];
  const onCall = vi.fn();
  const onRejected = vi.fn();
  const sandbox = new ScriptSandbox({
    createFrame: (srcdoc) => {
      const frame = {
        srcdoc,
        removed: false,
        contentWindow: { postMessage: (m: unknown) => posted.push(m) },
        remove() {
          frame.removed = true;
        },
      };
      frames.push(frame);
      return frame;
    },
    listen: (h) => {
      handler = h;
      return () => (handler = undefined);
    },
    origin: 'http://app.test',
    timeout: 50,
    onCall,
    onRejected,
  });
  const channel = () => /"([0-9a-f]{32})"/.exec(frames.at(-1)!.srcdoc)![1]!;
  const send = (data: unknown, source: unknown = frames.at(-1)!.contentWindow) =>
    handler?.({ data, source, origin: 'null' } as unknown as MessageEvent);
  return {
    sandbox,
    posted,
    frames,
    onCall,
    onRejected,
    channel,
    send,
    listening: () => handler !== undefined,
  };
}

describe('ScriptSandbox with a fake frame', () => {
  it('queues runs until the frame is ready, then sends them with the channel', async () => {
    const f = fakeFrame();
    const result = f.sandbox.run(
      '() => 1',
      { formData: {}, user: { userId: '1', userName: 'a', userAccount: 'a' } },
      3,
    );
    expect(f.posted).toEqual([]);
    f.send({ channel: f.channel(), type: 'ready' });
    expect(f.posted).toHaveLength(1);
    const run = f.posted[0] as { id: number; channel: string; type: string; timeout: number };
    expect(run).toMatchObject({ channel: f.channel(), type: 'run', timeout: 50 });
    f.send({ channel: f.channel(), type: 'call', id: run.id, name: 'setFormData', args: ['t.c', 5] });
    expect(f.onCall).toHaveBeenCalledWith(
      { name: 'setFormData', path: { field: 't', child: 'c' }, value: 5 },
      3,
    );
    f.send({ channel: f.channel(), type: 'done', id: run.id, ok: false, reason: 'rejected', error: 'zero' });
    await expect(result).resolves.toEqual({ ok: false, reason: 'rejected', error: 'zero' });
    f.sandbox.dispose();
  });

  it('ignores other windows, other channels and bad shapes', () => {
    const f = fakeFrame();
    void f.sandbox.run('x', { formData: {}, user: { userId: '', userName: '', userAccount: '' } });
    f.send({ channel: f.channel(), type: 'ready' }, { postMessage: () => undefined });
    f.send({ channel: 'f'.repeat(32), type: 'ready' });
    expect(f.posted).toEqual([]);
    f.send({ channel: f.channel(), type: 'ready' });
    const { id } = f.posted[0] as { id: number };
    f.send(
      { channel: f.channel(), type: 'call', id, name: 'setFormData', args: ['a'] },
      { postMessage: () => undefined },
    );
    f.send({ channel: f.channel(), type: 'call', id, name: 'getToken', args: [] });
    f.send({ channel: f.channel(), type: 'call', id, name: 'setFormData', args: ['a.b.c', 1] });
    f.send({ channel: f.channel(), type: 'call', id: id + 7, name: 'setFormData', args: ['a', 1] });
    expect(f.onCall).not.toHaveBeenCalled();
    expect(f.onRejected).toHaveBeenCalledTimes(3); // wrong channel, unknown helper, bad prop
    f.sandbox.dispose();
  });

  it('replaces a frame that does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const f = fakeFrame();
      f.send({ channel: f.channel(), type: 'ready' });
      const first = f.channel();
      const result = f.sandbox.run('while(true){}', {
        formData: {},
        user: { userId: '', userName: '', userAccount: '' },
      });
      await vi.advanceTimersByTimeAsync(2000);
      await expect(result).resolves.toMatchObject({ ok: false, reason: 'timeout' });
      expect(f.frames[0]!.removed).toBe(true);
      expect(f.frames).toHaveLength(2);
      expect(f.channel()).not.toBe(first);
      f.sandbox.dispose();
      expect(f.frames[1]!.removed).toBe(true);
      expect(f.listening()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a run in flight finish after dispose, then closes', async () => {
    const f = fakeFrame();
    f.send({ channel: f.channel(), type: 'ready' });
    const result = f.sandbox.run('x', { formData: {}, user: { userId: '', userName: '', userAccount: '' } });
    f.sandbox.dispose();
    expect(f.frames[0]!.removed).toBe(false);
    const { id } = f.posted[0] as { id: number };
    f.send({ channel: f.channel(), type: 'done', id, ok: true });
    await expect(result).resolves.toEqual({ ok: true });
    expect(f.frames[0]!.removed).toBe(true);
    expect(f.frames).toHaveLength(1);
  });
});

describe('flags over the design', () => {
  const field = (vModel: string, extra: Record<string, unknown> = {}): FieldItem =>
    ({ __config__: { jnpfKey: 'input', label: vModel }, __vModel__: vModel, ...extra }) as FieldItem;
  it('flags a main field and a sub-table column, keeping the other widgets', () => {
    const a = field('a');
    const col = field('amount');
    const table = { __config__: { jnpfKey: 'table', children: [col] }, __vModel__: 't' } as FieldItem;
    const fields = [a, table];
    expect(applyFlags(fields, {})).toBe(fields);
    let flags = withFlag({}, { field: 'a' }, 'noShow', true);
    flags = withFlag(flags, { field: 't', child: 'amount' }, 'required', true);
    flags = withFlag(flags, { field: 't', child: 'amount' }, 'disabled', true);
    const out = applyFlags(fields, flags);
    expect(out[0]!.__config__.noShow).toBe(true);
    const outCol = (out[1]!.__config__.children as FieldItem[])[0]!;
    expect(outCol.__config__.required).toBe(true);
    expect(outCol.disabled).toBe(true);
    expect(a.__config__.noShow).toBeUndefined();
    const other = field('b');
    expect(applyFlags([other], flags)[0]).toBe(other);
    expect(withFlag(flags, { field: 'a' }, 'noShow', true)).toBe(flags);
  });
});
