// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { MenuItem, PermissionEntry } from '@tessera/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/stores/user-store';
import { Auth } from './auth';
import { findMenuId, usePermission } from './use-permission';

const menu = (id: string, urlAddress: string, children: MenuItem[] = []): MenuItem => ({
  id,
  parentId: '-1',
  type: 2,
  enCode: urlAddress.replaceAll('/', '.'),
  fullName: id,
  icon: '',
  urlAddress,
  linkTarget: '',
  propertyJson: '',
  sortCode: 0,
  hasChildren: children.length > 0,
  children,
});
const entry = (modelId: string, codes: string[]): PermissionEntry => ({
  modelId,
  moduleName: modelId,
  button: codes.map((c) => ({ id: `${modelId}-${c}`, fullName: c, enCode: c })),
  column: [],
  form: [],
  resource: [],
});

beforeEach(() => {
  useUserStore.setState({
    menuList: [
      menu('dir', '', [menu('m-org', 'permission/organize'), menu('m-pos', '/permission/position')]),
    ],
    permissionList: [entry('m-org', ['btn_add', 'btn_edit']), entry('m-pos', ['btn_remove'])],
  });
});
afterEach(cleanup);

function Probe({ address }: { address?: string }) {
  const can = usePermission(address);
  return <p>{['btn_add', 'btn_edit', 'btn_remove'].filter(can).join(',') || 'none'}</p>;
}

function renderAt(path: string, node: ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

describe('findMenuId', () => {
  it('finds nested menus by address, with or without slashes and query', () => {
    const menus = useUserStore.getState().menuList;
    expect(findMenuId(menus, '/permission/organize')).toBe('m-org');
    expect(findMenuId(menus, 'permission/position?x=1')).toBe('m-pos');
    expect(findMenuId(menus, '/permission/group')).toBeUndefined();
  });
});

describe('usePermission', () => {
  it("reads the current route's menu entry", () => {
    renderAt('/permission/organize', <Probe />);
    expect(screen.getByText('btn_add,btn_edit')).toBeTruthy();
  });

  it('can be pointed at another address', () => {
    renderAt('/home', <Probe address="permission/position" />);
    expect(screen.getByText('btn_remove')).toBeTruthy();
  });

  it('allows nothing on a route without a menu or entry', () => {
    renderAt('/permission/group', <Probe />);
    expect(screen.getByText('none')).toBeTruthy();
  });
});

describe('Auth', () => {
  it('renders its children only when the code is held', () => {
    renderAt(
      '/permission/position',
      <>
        <Auth code="btn_add">
          <button type="button">add</button>
        </Auth>
        <Auth code="btn_remove">
          <button type="button">remove</button>
        </Auth>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
    expect(screen.getByRole('button', { name: 'remove' })).toBeTruthy();
  });
});
