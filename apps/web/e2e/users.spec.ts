import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, submitLogin } from './support';

const CONFIRM = /确\s*定/;

/** The table row whose cell reads exactly `text`. */
function rowOf(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
}

/** The open picker dialog. */
function pickerDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByTestId('picker-confirm') });
}

/**
 * Opens a picker field's dialog, finds each name with the dialog's keyword box (on `tab` when
 * given), clicks it into the pending list, then confirms.
 */
async function pick(page: Page, field: Locator, names: string[], tab?: string) {
  await field.click();
  const dialog = pickerDialog(page);
  await expect(dialog).toBeVisible();
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  for (const name of names) {
    const keyword = dialog.getByTestId('picker-keyword').locator('input').filter({ visible: true });
    await keyword.fill(name.split('/')[0] ?? name);
    await keyword.press('Enter');
    await dialog
      .locator('.ant-tree-treenode')
      .filter({ visible: true, hasText: name })
      .locator('.ant-tree-node-content-wrapper')
      .first()
      .click();
    await expect(dialog.getByTestId('picker-selected')).toContainText(name);
  }
  await dialog.getByTestId('picker-confirm').click();
  await expect(dialog).toHaveCount(0);
  for (const name of names) await expect(field).toContainText(name);
}

/** Saves an open drawer form and waits for it to close. */
async function save(page: Page, form: Locator) {
  await form.getByTestId('form-save').click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(form).toBeHidden();
}

/** Signs in from a fresh browser context; answers its page. */
async function otherBrowser(page: Page) {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('the administrator creates, edits, resets, disables and deletes a user', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const account = `qa${stamp}`;
  const name = `测试员${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/permission/user');
  await expect(page.getByTestId('users-page')).toBeVisible();
  await expect(rowOf(page, 'zhangsan')).toBeVisible();

  // create with organisation, position and role; the patterns refuse bad input first
  await page.getByTestId('users-add').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('field-account').fill('bad_account');
  await form.getByTestId('field-mobilePhone').fill('12345');
  await form.getByTestId('form-save').click();
  await expect(form.getByText('只能输入数字英文')).toBeVisible();
  await expect(form.getByText('请正确输入您的手机号')).toBeVisible();
  await expect(form.getByText('请选择所属组织')).toBeVisible();
  await form.getByTestId('field-account').fill(account);
  await form.getByTestId('field-realName').fill(name);
  await form.getByTestId('field-mobilePhone').fill('13800138000');
  await pick(page, form.getByTestId('field-organizes'), ['研发部']);
  await expect(form.getByTestId('field-mainOrganize')).toContainText('研发部');
  await pick(page, form.getByTestId('field-positions'), ['软件工程师']);
  await pick(page, form.getByTestId('field-roles'), ['普通员工'], '全局');
  await pick(page, form.getByTestId('field-manager'), ['张三/zhangsan']);
  await page.screenshot({ path: test.info().outputPath('user-form-picked-zh-1440.png') });
  await save(page, form);
  // the generated initial password is shown once
  await expect(page.getByTestId('initial-password-value')).toBeVisible();
  await page.getByTestId('initial-password-done').click();

  // found by keyword, with its organisation
  const search = page.getByTestId('users-keyword').getByRole('searchbox');
  await search.fill(account);
  await search.press('Enter');
  await expect(rowOf(page, account)).toContainText('研发部');

  // a taken account is refused by the server with its message
  await page.getByTestId('users-add').click();
  await form.getByTestId('field-account').fill('zhangsan');
  await form.getByTestId('field-realName').fill('重复');
  await pick(page, form.getByTestId('field-organizes'), ['研发部']);
  await form.getByTestId('form-save').click();
  await expect(page.getByText('账户已存在：zhangsan')).toBeVisible();
  await form.getByRole('button', { name: /取\s*消/ }).click();
  // the half-filled form asks before it drops the typed values
  await expect(page.locator('.ant-modal-confirm-title', { hasText: '放弃未保存的修改？' })).toBeVisible();
  await page.getByTestId('discard-ok').click();
  await expect(form).toBeHidden();

  // edit: the saved relations come back, the name changes
  await rowOf(page, account)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(form.getByTestId('field-positions')).toContainText('软件工程师');
  await expect(form.getByTestId('field-roles')).toContainText('普通员工');
  await expect(form.getByTestId('field-manager')).toContainText('张三/zhangsan');
  await expect(form.getByTestId('field-organizes')).toContainText('研发部');
  await form.getByTestId('field-realName').fill(`${name}改`);
  await save(page, form);
  await expect(rowOf(page, `${name}改`)).toBeVisible();

  // reset the password, then sign in with it elsewhere
  await page.getByTestId(`user-more-${account}`).click();
  await page.getByRole('menuitem', { name: '重置密码' }).click();
  const dialog = page.getByTestId('reset-password-dialog');
  await dialog.getByText('指定密码').click();
  await dialog.getByTestId('reset-password').fill('Reset1234');
  await dialog.getByTestId('reset-confirm').fill('Reset9999');
  await dialog.getByRole('button', { name: CONFIRM }).click();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await dialog.getByTestId('reset-confirm').fill('Reset1234');
  await dialog.getByRole('button', { name: CONFIRM }).click();
  await expect(page.getByText('密码已重置')).toBeVisible();
  const other = await otherBrowser(page);
  await other.goto('/login');
  await submitLogin(other, account, 'Reset1234');
  // a password an administrator set is changed first
  await expect(other).toHaveURL(/\/changePassword$/);
  await other.getByTestId('change-old').fill('Reset1234');
  await other.getByTestId('change-new').fill('Mine5678');
  await other.getByTestId('change-confirm').fill('Mine5678');
  await other.getByTestId('change-submit').click();
  await expect(other).toHaveURL(/\/home$/);

  // disable: the signed-in browser is pushed out and a new sign-in is refused
  await page.getByTestId(`user-state-${account}`).click();
  await expect(page.getByText('状态已更新')).toBeVisible();
  await expect(other).toHaveURL(/\/login/, { timeout: 15_000 });
  await submitLogin(other, account, 'Mine5678');
  await expect(other.getByText('账号已被禁用，请联系管理员')).toBeVisible();
  await expect(other).toHaveURL(/\/login/);
  await other.context().close();

  // detail, then delete after the spec's confirmation
  await page.getByTestId(`user-more-${account}`).click();
  await page.getByRole('menuitem', { name: '详情' }).click();
  await expect(page.getByTestId('user-detail')).toContainText('研发部');
  await page
    .getByTestId('user-detail')
    .getByRole('button', { name: /close|关闭/i })
    .click();
  await rowOf(page, account)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByText(/将永久删除.+，是否继续？/)).toBeVisible(); // names what it deletes
  await page.getByRole('button', { name: CONFIRM }).click();
  await expect(rowOf(page, account)).toHaveCount(0);
});

test('a department manager sees only the granted columns and no edit or delete', async ({ page }) => {
  await signIn(page, 'lisi');
  await page.goto('/permission/user');
  const table = page.getByTestId('users-page').locator('.ant-table-thead');
  await expect(table).toContainText('账户');
  await expect(table).toContainText('所属组织');
  await expect(table).not.toContainText('手机');
  await expect(page.getByTestId('users-add')).toBeVisible();
  await expect(page.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
});

for (const lang of ['zh', 'zhtw', 'en'] as const) {
  test(`users page screenshots in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/permission/user');
      await expect(page.getByTestId('users-page').locator('.ant-table-row').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`users-${lang}-${width}.png`), fullPage: true });
      await page.getByTestId('users-add').click();
      await expect(page.getByTestId('user-form').getByTestId('field-account')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`user-form-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
