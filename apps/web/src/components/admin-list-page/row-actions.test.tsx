// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import {
  actionsColumn,
  CompactRowsContext,
  foldActions,
  permittedActions,
  type RowAction,
  type RowActionList,
} from './row-actions';
import { deleteAction, editAction } from './standard-actions';

const held = new Set(['btn_edit']);
vi.mock('@/components/permission', () => ({ usePermission: () => (code: string) => held.has(code) }));

const action = (key: string, code?: string): RowAction => ({
  key,
  label: key,
  code,
  onClick: () => undefined,
});

afterEach(cleanup);

describe('row actions', () => {
  it('drops skipped entries and actions behind a code the user lacks', () => {
    const list: RowActionList = [
      action('edit', 'btn_edit'),
      false,
      action('delete', 'btn_remove'),
      action('log'),
    ];
    expect(permittedActions(list, (c) => held.has(c)).map((a) => a.key)).toEqual(['edit', 'log']);
  });

  it('folds the surplus under More, never a More of one', () => {
    const four = ['a', 'b', 'c', 'd'].map((k) => action(k));
    expect(foldActions(four.slice(0, 3), 3)[1]).toEqual([]);
    const [shown, folded] = foldActions(four, 3);
    expect(shown.map((a) => a.key)).toEqual(['a', 'b']);
    expect(folded.map((a) => a.key)).toEqual(['c', 'd']);
  });

  it('builds a pinned column whose cell shows permitted links that run their action', () => {
    changeLanguage('en');
    const onEdit = vi.fn();
    const column = actionsColumn<{ id: string }>((row) => [
      editAction(() => onEdit(row.id)),
      deleteAction(() => undefined),
    ]);
    expect(column).toMatchObject({ key: 'actions', fixed: 'right', title: 'Actions' });
    render(<>{column.render?.(undefined, { id: 'r1' }, 0) as ReactNode}</>);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('r1');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows at most two entries on a phone, the rest under More', () => {
    changeLanguage('en');
    const column = actionsColumn<{ id: string }>(() => ['a', 'b', 'c'].map((k) => action(k)));
    render(
      <CompactRowsContext.Provider value>
        {column.render?.(undefined, { id: 'r1' }, 0) as ReactNode}
      </CompactRowsContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'a' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'b' })).toBeNull();
    expect(screen.getByRole('button', { name: /More/ })).toBeTruthy();
  });
});
