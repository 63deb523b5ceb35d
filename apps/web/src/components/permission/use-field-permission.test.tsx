// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MenuItem, PermissionEntry, UserInfo } from '@tessera/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/stores/user-store';
import { useColumnPermission, useFormPermission } from './use-field-permission';

const menu = (id: string, urlAddress: string): MenuItem => ({
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
  hasChildren: false,
  children: [],
});
const items = (codes: string[]) => codes.map((c) => ({ id: c, fullName: c, enCode: c }));
const entry = (modelId: string, column: string[], form: string[]): PermissionEntry => ({
  modelId,
  moduleName: modelId,
  button: [],
  column: items(column),
  form: items(form),
  resource: [],
});
const signedInAs = (isAdministrator: boolean) =>
  useUserStore.setState({ userInfo: { isAdministrator } as UserInfo });

const COLUMNS = [
  { title: 'Account', dataIndex: 'account' },
  { title: 'Name', dataIndex: 'realName' },
  { title: 'Organisation', key: 'organizeName', dataIndex: 'organize' },
  { title: 'Phone', dataIndex: 'mobilePhone' },
  { title: 'Actions', key: 'actions' },
];

function Columns() {
  const filter = useColumnPermission();
  return (
    <p>
      {filter(COLUMNS)
        .map((c) => c.title)
        .join(',')}
    </p>
  );
}

function Fields() {
  const can = useFormPermission();
  return <p>{['account', 'realName', 'email', 'description'].filter(can).join(',')}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Columns />
      <Fields />
    </MemoryRouter>,
  );

beforeEach(() => {
  signedInAs(false);
  useUserStore.setState({
    menuList: [menu('m-user', 'permission/user'), menu('m-role', 'permission/role')],
    permissionList: [
      entry('m-user', ['account', 'organizeName'], ['account', 'email']),
      entry('m-role', [], []),
    ],
  });
});
afterEach(cleanup);

describe('useColumnPermission', () => {
  it('keeps only granted columns (by key, else dataIndex) and the actions', () => {
    renderAt('/permission/user');
    expect(screen.getByText('Account,Organisation,Actions')).toBeTruthy();
  });

  it('keeps every column for the administrator', () => {
    signedInAs(true);
    renderAt('/permission/user');
    expect(screen.getByText('Account,Name,Organisation,Phone,Actions')).toBeTruthy();
  });

  it('keeps every column on a menu without column authorisation or without an entry', () => {
    renderAt('/permission/role');
    expect(screen.getByText('Account,Name,Organisation,Phone,Actions')).toBeTruthy();
    cleanup();
    renderAt('/permission/unknown');
    expect(screen.getByText('Account,Name,Organisation,Phone,Actions')).toBeTruthy();
  });
});

describe('useFormPermission', () => {
  it('hides fields the menu does not grant', () => {
    renderAt('/permission/user');
    expect(screen.getByText('account,email')).toBeTruthy();
  });

  it('shows every field to the administrator and on menus without form authorisation', () => {
    signedInAs(true);
    renderAt('/permission/user');
    expect(screen.getByText('account,realName,email,description')).toBeTruthy();
    cleanup();
    signedInAs(false);
    renderAt('/permission/role');
    expect(screen.getByText('account,realName,email,description')).toBeTruthy();
  });
});
