import type { CurrentUserResult, MenuItem } from '@tessera/shared';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);

const USER_INFO_KEYS = [
  'userId',
  'userAccount',
  'userName',
  'headIcon',
  'gender',
  'email',
  'mobilePhone',
  'isAdministrator',
  'portalId',
  'signImg',
  'organizeId',
  'organizeName',
  'departmentId',
  'departmentName',
  'positionIds',
  'positionId',
  'positionName',
  'roleIds',
  'roleName',
  'prevLogin',
  'prevLoginTime',
  'prevLoginIPAddress',
  'prevLoginIPAddressName',
  'systemId',
  'systemIds',
  'theme',
  'language',
].sort();

describeEachDialect('CurrentUser', (ctx) => {
  const current = async (account: string, query = '') => {
    const token = await ctx.signIn(account);
    const res = await callAs<CurrentUserResult>(ctx.app, token, { url: `/api/oauth/CurrentUser${query}` });
    expect(res.code).toBe(200);
    return res.data;
  };

  it('gives the administrator every main-system menu, one of each type, with all permissions', async () => {
    const data = await current('admin');
    const all = flatten(data.menuList);
    expect(data.menuList.map((m) => m.enCode)).toEqual([
      'permission',
      'system',
      'systemData',
      'onlineDev',
      'workFlow',
      'msgCenter',
      'generator',
      'extend',
    ]);
    expect(new Set(all.map((m) => m.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    const user = all.find((m) => m.enCode === 'permission.user')!;
    expect(user).toMatchObject({ urlAddress: 'permission/user', type: 2, hasChildren: false, children: [] });
    expect(JSON.parse(all.find((m) => m.enCode === 'extend.demoPortal')!.propertyJson)).toMatchObject({
      isTree: 0,
    });
    expect(data.routerList).toEqual(data.menuList);
    expect(data.permissionList).toHaveLength(all.length);
    const userPerms = data.permissionList.find((p) => p.modelId === user.id)!;
    expect(userPerms.button.map((b) => b.enCode)).toEqual([
      'btn_add',
      'btn_edit',
      'btn_remove',
      'btn_detail',
      'btn_download',
      'btn_upload',
    ]);
    expect(userPerms.column.length).toBeGreaterThan(0);
    expect(userPerms.resource.map((r) => r.enCode)).toEqual([
      'allData',
      'ownDepartment',
      'ownDepartmentAndSub',
      'ownRecords',
    ]);
    expect(data.userInfo.isAdministrator).toBe(true);
    expect(data.userInfo.systemIds.map((s) => [s.enCode, s.currentSystem])).toEqual([
      ['mainSystem', true],
      ['oaSystem', false],
    ]);
    expect(data.sysConfigInfo).toMatchObject({
      sysName: 'Tessera',
      title: 'Tessera 集成服务平台',
      sysVersion: '0.1.0',
    });
  });

  it('gives zhangsan only the flow pages granted to 普通员工, with their granted buttons', async () => {
    const data = await current('zhangsan');
    expect(data.menuList.map((m) => m.enCode)).toEqual(['workFlow']);
    expect(data.menuList[0]!.children.map((m) => m.enCode)).toEqual([
      'workFlow.flowLaunch',
      'workFlow.flowTodo',
      'workFlow.flowDone',
    ]);
    const launch = data.menuList[0]!.children[0]!;
    const perms = data.permissionList.find((p) => p.modelId === launch.id)!;
    expect(perms.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_detail']);
    expect(data.permissionList).toHaveLength(4);
    expect(data.userInfo).toMatchObject({
      userAccount: 'zhangsan',
      userName: '张三',
      isAdministrator: false,
      roleName: '普通员工',
      departmentName: '研发部',
      organizeName: '星河示例科技有限公司/研发部',
      positionName: '软件工程师',
      theme: 'classic',
    });
    expect(data.userInfo.systemIds.map((s) => s.enCode)).toEqual(['mainSystem']);
  });

  it('gives lisi the permission pages with only the add button', async () => {
    const data = await current('lisi');
    expect(flatten(data.menuList).map((m) => m.enCode)).toEqual([
      'permission',
      'permission.organize',
      'permission.position',
      'permission.user',
    ]);
    const buttons = data.permissionList.flatMap((p) => p.button.map((b) => b.enCode));
    expect(buttons).toEqual(['btn_add', 'btn_add', 'btn_add']);
    const others = data.permissionList.filter((p) => p.moduleName !== '用户管理');
    expect(others.every((p) => p.column.length === 0 && p.form.length === 0)).toBe(true);
    // 部门经理 holds the user page's "own department and below" scheme, no phone column, no e-mail field.
    const users = data.permissionList.find((p) => p.moduleName === '用户管理')!;
    expect(users.resource.map((r) => r.enCode)).toEqual(['ownDepartmentAndSub']);
    expect(users.column.map((c) => c.enCode)).toEqual(['account', 'realName', 'organizeName']);
    expect(users.form.map((c) => c.enCode)).toEqual(['account', 'realName']);
  });

  it('answers every userInfo field of the shared contract', async () => {
    const data = await current('wangwu');
    expect(Object.keys(data.userInfo).sort()).toEqual(USER_INFO_KEYS);
    expect(data.userInfo.roleIds).toHaveLength(2);
  });

  it('switches system with systemCode', async () => {
    const data = await current('zhouba', '?systemCode=oaSystem');
    expect(data.menuList.map((m) => m.enCode)).toEqual(['oa']);
    expect(flatten(data.menuList).map((m) => m.enCode)).toEqual(['oa', 'oa.meeting']);
    expect(data.userInfo.systemIds.find((s) => s.currentSystem)?.enCode).toBe('oaSystem');
  });

  it('shows the previous sign-in from the second sign-in on', async () => {
    await ctx.db
      .updateTable('base_user')
      .set({ prev_log_time: null, last_log_time: null })
      .where('account', '=', 'huangli')
      .execute();
    const first = await current('huangli');
    expect(first.userInfo.prevLogin).toBe(0);
    const second = await current('huangli');
    expect(second.userInfo.prevLogin).toBe(1);
    expect(second.userInfo.prevLoginTime).toEqual(expect.any(Number));
    expect(second.userInfo.prevLoginIPAddress).toBe('127.0.0.1');
  });

  it('refuses a signed-in user whose menus were all taken away', async () => {
    const token = await ctx.signIn('zhaoliu');
    const user = await ctx.db
      .selectFrom('base_user')
      .select('id')
      .where('account', '=', 'zhaoliu')
      .executeTakeFirstOrThrow();
    await ctx.db
      .deleteFrom('base_user_relation')
      .where('user_id', '=', user.id)
      .where('object_type', '=', 'Role')
      .execute();
    ctx.app.services.access.invalidate();
    ctx.app.services.currentUser.invalidate();
    const res = await callAs(ctx.app, token, { url: '/api/oauth/CurrentUser' });
    expect(res).toEqual({ code: 400, msg: '您的权限不足，请联系管理员', data: null });
  });
});
