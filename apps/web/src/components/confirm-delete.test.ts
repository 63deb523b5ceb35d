// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackApi, type FeedbackApi } from '../lib/feedback';
import { changeLanguage } from '../lib/i18n';
import { confirmDelete } from './confirm-delete';

interface ConfirmConfig {
  title: string;
  content: string;
  onOk: () => void;
  onCancel: () => void;
}

function fakeModal() {
  const calls: ConfirmConfig[] = [];
  const modal = { confirm: vi.fn((config: ConfirmConfig) => calls.push(config)) };
  setFeedbackApi({ modal: modal as unknown as FeedbackApi['modal'] });
  return calls;
}

describe('confirmDelete', () => {
  afterEach(() => setFeedbackApi({ modal: undefined }));

  it('asks with the catalogue text and resolves true on OK', async () => {
    changeLanguage('en');
    const calls = fakeModal();
    const answer = confirmDelete();
    expect(calls[0]?.content).toBe(
      'This operation will permanently delete the data. Do you want to continue?',
    );
    calls[0]?.onOk();
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled, in the current language', async () => {
    changeLanguage('zh');
    const calls = fakeModal();
    const answer = confirmDelete();
    expect(calls[0]?.content).toBe('此操作将永久删除该数据, 是否继续?');
    calls[0]?.onCancel();
    await expect(answer).resolves.toBe(false);
  });

  it('falls back to the browser confirm outside the layout', async () => {
    changeLanguage('zhtw');
    const spy = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await expect(confirmDelete()).resolves.toBe(true);
    expect(spy).toHaveBeenCalledWith('此操作將永久刪除該資料, 是否繼續?');
  });
});
