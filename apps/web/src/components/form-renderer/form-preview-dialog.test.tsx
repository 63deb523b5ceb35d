// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FormPreviewDialog } from './form-preview-dialog';

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('FormPreviewDialog', () => {
  it('switches to the phone frame, validates and shows the collected values', async () => {
    const name = widget('input', { __vModel__: 'name' }, { label: 'Name', required: true });
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <FormPreviewDialog formData={{ fields: [name] }} open onClose={() => undefined} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByText('Phone'));
    expect(screen.getByTestId('form-preview-frame').className).toContain('fr-phone-frame');
    fireEvent.click(screen.getByTestId('form-preview-validate'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Some fields need attention')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByTestId('form-preview-validate'));
    expect(JSON.parse((await screen.findByTestId('form-preview-json')).textContent ?? '')).toEqual({
      name: 'Ada',
    });
  });
});
