// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FormData, VisualDevInfo } from '@tessera/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { readPreviewDraft } from '@/lib/preview-draft';
import { stubBrowserApis } from '@/lib/test-dom';
import { DesignSteps } from './design-steps';
import { field, testForm } from './list-test-kit';

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

const saved = testForm();
const info = {
  id: 'd1',
  fullName: 'Claims',
  enCode: 'claims',
  webType: 2,
  formData: JSON.stringify(saved),
  columnData: JSON.stringify({ columnList: [{ prop: 'amount', label: 'Amount' }] }),
} as VisualDevInfo;
/** The form designer has changed: a field added, not saved. */
const edited: FormData = { ...saved, fields: [...saved.fields, field('input', 'extra', 'Extra')] };

/** Stands in for the form designer: reports its unsaved design and opens the page preview. */
function FakeFormDesigner(props: { onPagePreview?: (d: FormData) => void; onDraft?: (d: FormData) => void }) {
  return (
    <>
      <button onClick={() => props.onDraft?.(edited)}>edit form</button>
      <button onClick={() => props.onPagePreview?.(edited)}>form preview</button>
    </>
  );
}

function Landed() {
  const { pathname, search } = useLocation();
  return <output data-testid="landed">{pathname + search}</output>;
}

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/design']}>
        <Routes>
          <Route
            path="/design"
            element={
              <DesignSteps info={info}>
                <FakeFormDesigner />
              </DesignSteps>
            }
          />
          <Route path="/previewModel" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The draft the preview page was sent to. */
const landedDraft = () => {
  const at = screen.getByTestId('landed').textContent ?? '';
  expect(at).toMatch(/^\/previewModel\?key=[a-z0-9]+$/);
  return readPreviewDraft(at.split('=')[1]!);
};

describe('the page preview of a form-and-list design', { timeout: 60_000 }, () => {
  it('opens /previewModel from the form designer with its unsaved form and the stored list design', () => {
    mount();
    fireEvent.click(screen.getByText('form preview'));
    const draft = landedDraft();
    expect(draft?.fullName).toBe('Claims');
    expect(JSON.parse(draft!.formData)).toEqual(edited);
    expect(draft?.columnData).toBe(info.columnData);
  });

  it("opens it from the list designer with the unsaved list design and the form designer's unsaved form", () => {
    mount();
    fireEvent.click(screen.getByText('edit form'));
    fireEvent.click(screen.getByRole('tab', { name: 'List design' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Columns' }));
    fireEvent.click(screen.getByTestId('ld-pick-column-title'));
    fireEvent.click(screen.getByTestId('ld-page-preview'));
    const draft = landedDraft();
    expect(JSON.parse(draft!.formData)).toEqual(edited);
    const props = (JSON.parse(draft!.columnData!) as { columnList: { prop: string }[] }).columnList.map(
      (c) => c.prop,
    );
    expect(props).toEqual(['amount', 'title']);
  });
});
