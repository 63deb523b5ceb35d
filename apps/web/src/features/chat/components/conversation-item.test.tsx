// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Conversation } from '@tessera/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ConversationItem } from './conversation-item';

const conversation: Conversation = {
  id: 'u2',
  realName: 'Gao Yan',
  account: 'gaoyan',
  headIcon: '',
  unreadMessage: 3,
  latestMessage: '{"name":"x.png"}',
  messageType: 'image',
  latestDate: Date.now() - 5 * 60_000,
};
const actions = { onOpen: vi.fn(), onRemove: vi.fn(), onDeleteRecords: vi.fn() };

// Ant Design's responsive and badge code needs matchMedia and ResizeObserver, which jsdom lacks
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);
vi.stubGlobal('matchMedia', (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
}));

beforeEach(() => {
  changeLanguage('en');
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('ConversationItem', () => {
  it('shows name, preview, time and unread count, and says them to screen readers', () => {
    render(
      <ul>
        <ConversationItem conversation={conversation} unread={3} online actions={actions} />
      </ul>,
    );
    const button = screen.getByRole('button', { name: /Gao Yan, Online, 3 unread, \[Picture\]/ });
    expect(button.textContent).toContain('5 min ago');
    fireEvent.click(button);
    expect(actions.onOpen).toHaveBeenCalledWith(conversation);
  });

  it('opens remove / delete records from the keyboard (Shift+F10)', async () => {
    render(
      <ul>
        <ConversationItem conversation={conversation} unread={0} online={false} actions={actions} />
      </ul>,
    );
    const button = screen.getByRole('button', { name: /Gao Yan, Offline/ });
    await act(async () => {
      fireEvent.keyDown(button, { key: 'F10', shiftKey: true });
    });
    fireEvent.click(await screen.findByText('Delete chat history'));
    expect(actions.onDeleteRecords).toHaveBeenCalledWith(conversation);
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ContextMenu' });
    });
    fireEvent.click(await screen.findByText('Remove'));
    expect(actions.onRemove).toHaveBeenCalledWith(conversation);
  });
});
