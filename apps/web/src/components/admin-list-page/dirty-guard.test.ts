// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackApi, type FeedbackApi } from '@/lib/feedback';
import { changeLanguage } from '@/lib/i18n';
import { confirmDiscard, makeGuardedClose } from './dirty-guard';

describe('makeGuardedClose', () => {
  it('closes a clean form at once without asking', async () => {
    const close = vi.fn();
    const ask = vi.fn(() => Promise.resolve(true));
    await makeGuardedClose(() => false, close, ask)();
    expect(ask).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('asks before closing a dirty form and keeps it open when the user keeps editing', async () => {
    const close = vi.fn();
    const ask = vi.fn(() => Promise.resolve(false));
    await makeGuardedClose(() => true, close, ask)();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });

  it('closes a dirty form when the user discards, asking once however often Esc is pressed', async () => {
    const close = vi.fn();
    let answer: (yes: boolean) => void = () => undefined;
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const guarded = makeGuardedClose(() => true, close, ask);
    const first = guarded();
    await guarded();
    expect(ask).toHaveBeenCalledTimes(1);
    answer(true);
    await first;
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('confirmDiscard', () => {
  afterEach(() => {
    setFeedbackApi({ modal: undefined });
    changeLanguage('zh');
  });

  it("asks in the user's language and resolves the choice", async () => {
    const calls: { title: string; okText: string; cancelText: string; onOk: () => void }[] = [];
    const modal = { confirm: vi.fn((c: (typeof calls)[number]) => calls.push(c)) };
    setFeedbackApi({ modal: modal as unknown as FeedbackApi['modal'] });
    changeLanguage('en');
    const answer = confirmDiscard();
    expect(calls[0]).toMatchObject({
      title: 'Discard unsaved changes?',
      okText: 'Discard',
      cancelText: 'Keep editing',
    });
    calls[0]?.onOk();
    await expect(answer).resolves.toBe(true);
    changeLanguage('zh');
    void confirmDiscard();
    expect(calls[1]?.title).toBe('放弃未保存的修改？');
  });
});
