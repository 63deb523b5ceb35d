// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { CodeField, FormModal, NameCodeFields, RecordStateFields, SwitchField, recordStateValues } from '.';

beforeAll(stubBrowserApis);
afterEach(cleanup);

interface Values {
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  enabledMark: number;
  description?: string;
}

function renderForm(
  onSubmit: (v: Values) => Promise<unknown>,
  initial: Partial<Values> = recordStateValues(),
) {
  const onClose = vi.fn();
  render(
    <FormModal<Values>
      title="Edit"
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="the-form"
      saveTestId="the-save"
    >
      <NameCodeFields ns="roles" />
      <SwitchField name="isTree" label="Tree" testId="is-tree" />
      <RecordStateFields ns="roles" />
    </FormModal>,
  );
  return { onClose };
}

describe('form fields', () => {
  it('refuses an empty name and code with the namespace texts and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve('ok'));
    renderForm(onSubmit);
    fireEvent.click(screen.getByTestId('the-save'));
    expect(await screen.findByText(i18n.t('roles.required.fullName'))).toBeTruthy();
    expect(screen.getByText(i18n.t('roles.required.enCode'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name with special characters and a code off the pattern', async () => {
    const onSubmit = vi.fn(() => Promise.resolve('ok'));
    renderForm(onSubmit);
    fireEvent.change(screen.getByTestId('field-fullName'), { target: { value: 'a<b>' } });
    fireEvent.change(screen.getByTestId('field-enCode'), { target: { value: '.bad' } });
    fireEvent.click(screen.getByTestId('the-save'));
    expect(await screen.findByText(i18n.t('validation.fullName'))).toBeTruthy();
    expect(screen.getByText(i18n.t('validation.enCode'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends switches as 0/1 with the new-record defaults, then closes', async () => {
    const onSubmit = vi.fn((_: Values) => Promise.resolve('ok'));
    const { onClose } = renderForm(onSubmit);
    fireEvent.change(screen.getByTestId('field-fullName'), { target: { value: 'Sales' } });
    fireEvent.change(screen.getByTestId('field-enCode'), { target: { value: 'sales.east' } });
    expect(screen.getAllByRole('switch')[1]?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('is-tree'));
    fireEvent.click(screen.getByTestId('the-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      fullName: 'Sales',
      enCode: 'sales.east',
      isTree: 1,
      sortCode: 0,
      enabledMark: 1,
    });
  });

  it('shows a disabled record switched off and keeps the dialog open when the call is refused', async () => {
    const onSubmit = vi.fn((_: Values) => Promise.reject(new Error('refused')));
    const { onClose } = renderForm(onSubmit, {
      fullName: 'Sales',
      enCode: 'sales',
      ...recordStateValues({ sortCode: 3, enabledMark: 0, description: null }),
    });
    const [, enabled] = screen.getAllByRole('switch');
    expect(enabled?.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByTestId('the-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ sortCode: 3, enabledMark: 0 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes another code pattern and its message', async () => {
    render(
      <FormModal<{ enCode: string }>
        title="x"
        initialValues={{}}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
        testId="f"
        saveTestId="s"
      >
        <CodeField
          label="Code"
          requiredMessage="need"
          pattern={/^\d+$/}
          patternMessage="digits only"
          testId="code"
        />
      </FormModal>,
    );
    fireEvent.change(screen.getByTestId('code'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('s'));
    expect(await screen.findByText('digits only')).toBeTruthy();
  });
});

describe('recordStateValues', () => {
  it('starts a new record at sort 0, enabled, and maps a row with a null note', () => {
    expect(recordStateValues()).toEqual({ sortCode: 0, enabledMark: 1 });
    expect(recordStateValues({ sortCode: 5, enabledMark: 2, description: null })).toEqual({
      sortCode: 5,
      enabledMark: 1,
      description: undefined,
    });
  });
});
