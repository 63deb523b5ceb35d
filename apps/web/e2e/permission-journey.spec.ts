import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { AuthorityNode, AuthorityValues, OrganizeNode } from '@tessera/shared';
import { api, PASSWORD, sidebar, signIn, submitLogin, tokenOf } from './support';

// Issue 5's "done when": a new department, position and role (one menu with only its add button,
// the own-department-and-below data scheme, two columns) and a user in them. That user sees just
// that menu, the add button but not edit or delete, only the rows of their department; disabling
// them in the users page pushes their open session out. The administrator's pages for each of
// these steps have journeys of their own (organize, roles, authorize, users); here the set-up goes
// through the same calls those pages make, and the checks happen in the user's browser.

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Every node of some authorisation trees, flattened. */
function flat(nodes: AuthorityNode[]): AuthorityNode[] {
  return nodes.flatMap((n) => [n, ...flat(n.children)]);
}

/** The one node of a kind and code in a tree (a button of a menu, a column, ...). */
function node(nodes: AuthorityNode[], kind: AuthorityNode['kind'], enCode: string, moduleId?: string) {
  const found = flat(nodes).find(
    (n) => n.kind === kind && n.enCode === enCode && (!moduleId || n.moduleId === moduleId),
  );
  expect(found, `${kind} ${enCode}`).toBeTruthy();
  return found!;
}

test('a role granting one menu with its add button and a department scope shapes what its user sees', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const call = <T>(method: string, url: string, data?: unknown) =>
    api<T>(page.request, token, method, url, data);

  // the department (under the first company), a position in it and a global role
  const { list: tree } = await call<{ list: OrganizeNode[] }>('GET', '/api/permission/Organize');
  const company = tree[0]!;
  const { id: departmentId } = await call<{ id: string }>('POST', '/api/permission/Organize/Department', {
    parentId: company.id,
    fullName: `审计部${tag}`,
    enCode: `audit${tag}`,
    sortCode: 0,
    enabledMark: 1,
  });
  const { id: positionId } = await call<{ id: string }>('POST', '/api/permission/Position', {
    organizeId: departmentId,
    fullName: `审计专员${tag}`,
    enCode: `auditor${tag}`,
    sortCode: 0,
    enabledMark: 1,
  });
  const { id: roleId } = await call<{ id: string }>('POST', '/api/permission/Role', {
    globalMark: 1,
    fullName: `审计角色${tag}`,
    enCode: `auditRole${tag}`,
    sortCode: 0,
    enabledMark: 1,
  });

  // the role's grants: the users menu, only its add button, two columns, the scope scheme
  const values = await call<AuthorityValues>('POST', `/api/permission/Authority/Data/${roleId}/Values`, {
    objectType: 'Role',
  });
  const menu = node(values.module, 'menu', 'permission.user');
  await call('PUT', `/api/permission/Authority/Data/${roleId}`, {
    objectType: 'Role',
    systemIds: [menu.systemId],
    module: [menu.id],
    button: [node(values.button, 'button', 'btn_add', menu.id).id],
    column: ['account', 'realName'].map((c) => node(values.column, 'column', c, menu.id).id),
    form: ['account', 'realName'].map((c) => node(values.form, 'form', c, menu.id).id),
    resource: [node(values.resource, 'resource', 'ownDepartmentAndSub', menu.id).id],
  });

  // a user in them, with a known password
  const account = `auditor${tag}`;
  const { id: userId } = await call<{ id: string }>('POST', '/api/permission/Users', {
    account,
    realName: `审计员${tag}`,
    organizeIds: [departmentId],
    positionIds: [positionId],
    roleIds: [roleId],
  });
  await call('POST', `/api/permission/Users/${userId}/Actions/ResetPassword`, {
    userPassword: md5(PASSWORD),
  });

  // the user signs in elsewhere: one menu, the add button only, their department's rows only
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await other.goto('/login');
  await submitLogin(other, account);
  // a password an administrator set is changed at the first sign-in
  await expect(other).toHaveURL(/\/changePassword$/);
  await other.getByTestId('change-old').fill(PASSWORD);
  await other.getByTestId('change-new').fill('Audit2026ok');
  await other.getByTestId('change-confirm').fill('Audit2026ok');
  await other.getByTestId('change-submit').click();
  await expect(other).toHaveURL(/\/home$/);
  const menus = sidebar(other);
  await expect(menus).toContainText('组织权限');
  await expect(menus).not.toContainText('系统管理');
  await expect(menus).toContainText('用户管理');
  await expect(menus).not.toContainText('岗位管理');
  await expect(menus).not.toContainText('角色管理');
  await other.goto('/permission/user');
  const users = other.getByTestId('users-page');
  await expect(users.getByText(account, { exact: true })).toBeVisible();
  await expect(users.getByText('共 1 条')).toBeVisible();
  await expect(users.getByText('zhangsan', { exact: true })).toHaveCount(0);
  await expect(users.getByText('admin', { exact: true })).toHaveCount(0);
  const head = users.locator('.ant-table-thead');
  await expect(head).toContainText('账户');
  await expect(head).not.toContainText('手机');
  await expect(other.getByTestId('users-add')).toBeVisible();
  await expect(users.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
  await expect(users.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  // the server agrees: a row outside the scope reads as missing, an edit is refused
  const otherToken = await tokenOf(other);
  const zhangsan = await other.request.get(
    '/api/permission/Users?keyword=zhangsan&currentPage=1&pageSize=20',
    {
      headers: { Authorization: otherToken },
    },
  );
  expect(((await zhangsan.json()) as { data: { list: unknown[] } }).data.list).toHaveLength(0);
  const edit = await other.request.put(`/api/permission/Users/${userId}`, {
    headers: { Authorization: otherToken, 'Content-Type': 'application/json' },
    data: JSON.stringify({ account, realName: 'x', organizeIds: [departmentId] }),
  });
  expect(((await edit.json()) as { code: number }).code).toBe(403);

  // the administrator disables the user in the users page: the open session is pushed out
  await page.goto('/permission/user');
  const keyword = page.getByTestId('users-keyword').locator('input');
  await keyword.fill(account);
  await keyword.press('Enter');
  await page.getByTestId(`user-state-${account}`).click();
  await expect(page.getByText('状态已更新')).toBeVisible();
  await expect(other).toHaveURL(/\/login/, { timeout: 15_000 });
  await context.close();
});
