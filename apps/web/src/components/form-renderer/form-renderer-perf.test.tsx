// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { widget } from '@tessera/shared/form-model/test-design';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import type * as EditorsBasic from './editors-basic';
import { FormRenderer } from './form-renderer';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./editors-basic', async (importOriginal) => {
  const original = await importOriginal<typeof EditorsBasic>();
  return {
    ...original,
    TextEditor: (props: ComponentProps<typeof original.TextEditor>) => {
      renders.count += 1;
      return original.TextEditor(props);
    },
  };
});

beforeAll(stubBrowserApis);
afterEach(cleanup);

describe('FormRenderer with 200 widgets', () => {
  it('re-renders only the field typed in', () => {
    const fields = Array.from({ length: 200 }, (_, i) =>
      widget('input', { __vModel__: `f${i}` }, { label: `Field ${i}`, span: 12 }),
    );
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <FormRenderer formData={{ fields }} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(renders.count).toBeGreaterThanOrEqual(200);
    renders.count = 0;
    fireEvent.change(screen.getByLabelText('Field 7'), { target: { value: 'x' } });
    expect(renders.count).toBe(1);
    expect((screen.getByLabelText('Field 7') as HTMLInputElement).value).toBe('x');
  });
});
