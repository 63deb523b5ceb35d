import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthorityNode } from '@tessera/shared';

/** Seeded accounts (fictitious data); every one has the password 123456. */
export const PASSWORD = '123456';

/** Fills the sign-in form and submits it. */
export async function submitLogin(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs in and waits for the home page. The password sign-in is made through the API and its
 * token handed to the app by /auth-redirect, the external sign-in's own path (as a portal that
 * signed the user in would): journeys that are not about the sign-in screen skip loading and
 * filling it, which the sign-in journeys cover (about a second of CI time per sign-in; issue 15).
 * The theme of the answer is applied as the sign-in screen applies it.
 */
export async function signIn(page: Page, account = 'admin'): Promise<void> {
  const { token, theme } = await apiSignIn(page.request, account);
  await page.goto(`/auth-redirect?${new URLSearchParams({ token, theme, redirect: '/home' })}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
}

/** The visible top-level and nested menu titles of the sidebar. */
export function sidebar(page: Page) {
  return page.getByTestId('sidebar-menu');
}

/** The stored token of a signed-in page (`Bearer …`). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('tessera.token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/** Calls the API with a token and returns `data` (fails on any code but 200). */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: token, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A screenshot into the test's output folder (kept with the run's artifacts), to look at. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** Signs in through the API (as the mobile app does): the Bearer token and the layout theme. */
async function apiSignIn(request: APIRequestContext, account: string) {
  const password = createHash('md5').update(PASSWORD).digest('hex');
  const res = await request.post('/api/oauth/Login', { data: { account, password } });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string; theme: string } };
  expect(body.code, `sign-in of ${account}: ${body.msg}`).toBe(200);
  return body.data;
}

/** Signs in through the API and answers the Bearer token. */
export async function apiToken(request: APIRequestContext, account = 'admin'): Promise<string> {
  return (await apiSignIn(request, account)).token;
}

/**
 * Puts the accounts' saved language back to simplified Chinese: a language chosen in one
 * journey is applied at every later sign-in, and the journeys share one server.
 */
export async function resetLanguage(request: APIRequestContext, ...accounts: string[]): Promise<void> {
  for (const account of accounts) {
    const token = await apiToken(request, account);
    await api(request, token, 'PUT', '/api/permission/Users/Current/SystemLanguage', { language: 'zh' });
  }
}

/** A menu of `GET /api/system/Menu` (the fields the journeys read). */
interface MenuNode {
  id: string;
  enCode: string;
  children?: MenuNode[];
}

const findMenu = (nodes: readonly MenuNode[], code: string): MenuNode | undefined => {
  for (const n of nodes) {
    if (n.enCode === code) return n;
    const inner = findMenu(n.children ?? [], code);
    if (inner) return inner;
  }
  return undefined;
};

/** Widgets a list journey leaves out of the claim: the bill number, the pickers and the upload. */
export const LIST_DROPPED = ['billRule', 'userSelect', 'depSelect', 'uploadFile'];

/**
 * The expense claim of form-model.md §8 as the original client exported it
 * (packages/shared/src/form-model/fixtures), in Tessera's keys, without the widgets `drop` names,
 * its calculated total stored; without its scripts unless `funcs`.
 */
export function claimDesign({ drop = LIST_DROPPED, funcs = false } = {}): {
  fields: Record<string, unknown>[];
  funcs?: unknown;
} {
  const url = new URL(
    '../../../packages/shared/src/form-model/fixtures/expense-claim.original.json',
    import.meta.url,
  );
  const design = JSON.parse(
    readFileSync(url, 'utf8')
      .replaceAll('"inputNumber"', '"numInput"')
      .replaceAll('"showSummary"', '"show-summary"'),
  ) as { fields: Record<string, unknown>[]; funcs?: unknown };
  const keyOf = (f: Record<string, unknown>) => (f.__config__ as { jnpfKey: string }).jnpfKey;
  design.fields = design.fields.filter((f) => !drop.includes(keyOf(f)));
  for (const f of design.fields) if (keyOf(f) === 'calculate') f.isStorage = 2;
  if (!funcs) delete design.funcs;
  return design;
}

/** A design to create and release (`columnData` of a form-only design: its add button). */
interface DesignToRelease {
  fullName: string;
  /** The code is this with a time suffix, or `enCode` itself when given. */
  codePrefix: string;
  enCode?: string;
  formData: string;
  webType?: 1 | 2;
  columnData?: string;
}

/**
 * Creates a design through the API as the administrator and releases it under the seeded 在线开发
 * directory; answers the design's id and code, the token used, the menu's code and address and a
 * way to release it again (after a change of the design).
 */
export async function releaseDesign(request: APIRequestContext, design: DesignToRelease) {
  const token = await apiToken(request, 'admin');
  const enCode = design.enCode ?? `${design.codePrefix}_${Date.now().toString(36)}`;
  const { id } = await api<{ id: string }>(request, token, 'POST', '/api/visualdev/Base', {
    fullName: design.fullName,
    enCode,
    webType: design.webType ?? 1,
    formData: design.formData,
    columnData: design.columnData ?? JSON.stringify({ btnsList: [{ value: 'add' }] }),
  });
  const menus = await api<{ list: MenuNode[] }>(request, token, 'GET', '/api/system/Menu');
  const parent = findMenu(menus.list, 'onlineDev');
  expect(parent, 'the seeded onlineDev directory').toBeTruthy();
  const release = () =>
    api<{ menus: { enCode: string }[] }>(
      request,
      token,
      'POST',
      `/api/visualdev/Base/${id}/Actions/Release`,
      {
        pc: 1,
        app: 0,
        pcModuleParentId: [parent!.id],
        appModuleParentId: [],
      },
    );
  const released = await release();
  const menuCode = released.menus[0]!.enCode;
  return { id, enCode, token, menuCode, path: `/model/${menuCode}`, release };
}

/** Creates a form-only design (webType 1) and releases it; see {@link releaseDesign}. */
export async function releaseForm(
  request: APIRequestContext,
  design: { fullName: string; codePrefix: string; formData: string },
): Promise<{ id: string; token: string; path: string }> {
  const { id, token, path } = await releaseDesign(request, design);
  return { id, token, path };
}

/** Every node of some authorisation trees, flattened. */
export const flatAuthority = (nodes: AuthorityNode[]): AuthorityNode[] =>
  nodes.flatMap((n) => [n, ...flatAuthority(n.children)]);

/**
 * Creates a user in `organizeId` with `roleId` as the administrator (token), gives them the journeys'
 * password, and signs them in in `page`, changing that password at the first sign-in as the product
 * requires; ends on /home.
 */
export async function signInNewUser(
  page: Page,
  request: APIRequestContext,
  token: string,
  user: { account: string; realName: string; organizeId: string; roleId: string; newPassword: string },
): Promise<void> {
  const { id } = await api<{ id: string }>(request, token, 'POST', '/api/permission/Users', {
    account: user.account,
    realName: user.realName,
    organizeIds: [user.organizeId],
    roleIds: [user.roleId],
  });
  await api(request, token, 'POST', `/api/permission/Users/${id}/Actions/ResetPassword`, {
    userPassword: createHash('md5').update(PASSWORD).digest('hex'),
  });
  await page.goto('/login');
  await submitLogin(page, user.account);
  await expect(page).toHaveURL(/\/changePassword$/);
  await page.getByTestId('change-old').fill(PASSWORD);
  await page.getByTestId('change-new').fill(user.newPassword);
  await page.getByTestId('change-confirm').fill(user.newPassword);
  await page.getByTestId('change-submit').click();
  await expect(page).toHaveURL(/\/home$/);
}
