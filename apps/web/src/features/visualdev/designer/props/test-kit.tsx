import { createWidget, type FieldItem } from '@tessera/shared';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { PropEditorProps } from './editor-props';

/** A widget of a kind with a vModel (tests of the property editors). */
export const widget = (key: string, vModel: string, formId: number, extra: Record<string, unknown> = {}) => {
  const made = createWidget(key as never, formId) as FieldItem;
  return { ...made, __vModel__: vModel, ...extra } as FieldItem;
};

/** Editor props with spy setters. */
export const editorProps = (field: FieldItem, fields: readonly FieldItem[]) =>
  ({
    field,
    fields,
    setConfig: vi.fn(),
    setConfigs: vi.fn(),
    setProp: vi.fn(),
    setProps: vi.fn(),
  }) satisfies PropEditorProps;

/** Opens an antd select by its accessible name and picks the option with that text. */
export function pick(name: string | RegExp, option: string) {
  const box = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(box);
  const found = [...document.querySelectorAll('.ant-select-item-option')].find(
    (el) => el.textContent === option,
  );
  if (!found) throw new Error(`no option ${option}`);
  fireEvent.click(found);
}

/** The option texts an antd select offers once opened. */
export function optionsOf(name: string | RegExp): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const list = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const last = list[list.length - 1];
  return last ? [...last.querySelectorAll('.ant-select-item-option')].map((el) => el.textContent ?? '') : [];
}
