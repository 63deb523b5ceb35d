// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { FieldItem, UserInfo } from '@tessera/shared';
import { widget } from '@tessera/shared/form-model/test-design';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupApi } from '@/components/popup-select/popup-api';
import { call } from '@/lib/call';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { useUserStore } from '@/stores/user-store';
import type { FormMode } from './renderer-context';
import { FormRenderer, type FormRendererHandle } from './form-renderer';

vi.mock('@/lib/call', () => ({ call: vi.fn(), callEnvelope: vi.fn(), callMsg: vi.fn() }));
vi.mock('@/components/popup-select/popup-api', () => ({ popupApi: { list: vi.fn(), infoByIds: vi.fn() } }));

const SALES = {
  id: 'd010',
  parentId: 'o1',
  fullName: 'Sales',
  enCode: 'sales',
  category: 'department',
  type: 'department',
  icon: '',
  organize: 'Head office/Sales',
  organizeIds: ['o1', 'd010'],
  managerId: null,
  sortCode: 0,
  enabledMark: 1,
  description: null,
  creatorTime: 0,
  hasChildren: false,
  children: [],
};

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  useUserStore.setState({
    userInfo: {
      userId: 'u001',
      departmentId: 'd010',
      organizeId: 'o1',
      positionIds: [],
      roleIds: [],
    } as unknown as UserInfo,
  });
  vi.mocked(call).mockImplementation(((route: { path: string }) => {
    if (route.path.endsWith('/OrganizeCondition')) return Promise.resolve({ list: [SALES] });
    if (route.path.endsWith('/DataChange'))
      return Promise.resolve({ id: 'r9', data: JSON.stringify({ title: 'Trip to Tainan', city: 'Tainan' }) });
    return Promise.resolve({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  }) as never);
  vi.mocked(popupApi.infoByIds).mockResolvedValue([{ id: 's7', fullName: 'Acme Ltd', phone: '555-0100' }]);
});
afterEach(cleanup);

function mount(fields: FieldItem[], value?: Record<string, unknown>, mode: FormMode = 'create') {
  const ref = createRef<FormRendererHandle>();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FormRenderer ref={ref} formData={{ fields }} value={value} mode={mode} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return ref;
}

describe('organizeSelect stores the id path (form-model.md §2.2)', () => {
  it('completes the defaultCurrent department to its path from the top', async () => {
    const org = widget('organizeSelect', { __vModel__: 'org' }, { label: 'Unit', defaultCurrent: true });
    const ref = mount([org]);
    await waitFor(() => expect(ref.current!.getValues().org).toEqual(['o1', 'd010']));
  });

  it('shows a loaded path given as JSON text by the name of its last organisation', async () => {
    const org = widget('organizeSelect', { __vModel__: 'org' }, { label: 'Unit' });
    mount([org], { org: '["o1","d010"]' }, 'edit');
    expect(await screen.findByText(/Sales/)).toBeTruthy();
  });
});

describe('saved relation and popup values show their record', () => {
  it('fetches the related record of a saved id: its label and its attribute field', async () => {
    const rel = widget(
      'relationForm',
      { __vModel__: 'trip', modelId: 'm2', relationField: 'title' },
      { label: 'Trip' },
    );
    const attr = widget(
      'relationFormAttr',
      { showField: 'city', relationField: 'trip_jnpfTable_claim1' },
      { label: 'City' },
    );
    mount([rel, attr], { trip: 'r9' }, 'edit');
    await waitFor(() =>
      expect((screen.getByLabelText('Trip') as HTMLInputElement).value).toBe('Trip to Tainan'),
    );
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Tainan');
    expect(vi.mocked(call)).toHaveBeenCalledWith(
      expect.objectContaining({ path: expect.stringContaining('DataChange') }),
      { params: { modelId: 'm2', id: 'r9' } },
    );
  });

  it('looks up a saved popup key and shows the attribute of its record', async () => {
    const popup = widget(
      'popupSelect',
      { __vModel__: 'supplier', interfaceId: 'if9', propsValue: 'id', relationField: 'fullName' },
      { label: 'Supplier' },
    );
    const attr = widget('popupAttr', { showField: 'phone', relationField: 'supplier' }, { label: 'Phone' });
    mount([popup, attr], { supplier: 's7' }, 'edit');
    await waitFor(() => expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('555-0100'));
    expect(vi.mocked(popupApi.infoByIds)).toHaveBeenCalledWith(
      expect.objectContaining({ ids: ['s7'], interfaceId: 'if9', propsValue: 'id' }),
    );
  });
});

describe('detail view of signatures, location and rich text', () => {
  it('shows the image, the address with coordinates and sanitized HTML', () => {
    const sign = widget('sign', { __vModel__: 'sig' }, { label: 'Signed' });
    const place = widget('location', { __vModel__: 'place' }, { label: 'Place' });
    const body = widget('editor', { __vModel__: 'body' }, { label: 'Body' });
    mount(
      [sign, place, body],
      {
        sig: 'data:image/png;base64,iVBORw0KGgo=',
        place: JSON.stringify({ fullAddress: 'No. 1 Civic Rd, Taipei', lng: 121.5, lat: 25.04 }),
        body: '<p>Hello <b>team</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      },
      'detail',
    );
    expect(screen.getByAltText('Signed').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText('No. 1 Civic Rd, Taipei')).toBeTruthy();
    expect(screen.getByText('Longitude 121.5, latitude 25.04')).toBeTruthy();
    const bold = screen.getByText('team');
    expect(bold.tagName).toBe('B');
    const rich = bold.closest('.fr-rich')!;
    expect(rich.innerHTML).not.toMatch(/onerror|script/);
    expect(document.querySelectorAll('input[disabled]')).toHaveLength(0);
  });

  it('says there is no value instead of an empty control', () => {
    const place = widget('location', { __vModel__: 'place' }, { label: 'Place' });
    mount([place], { place: '' }, 'detail');
    expect(screen.getByText('None')).toBeTruthy();
  });
});
