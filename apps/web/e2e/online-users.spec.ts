import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const CONFIRM = /确\s*定/;

/** A second browser (own cookies and storage) signed in as `account`. */
async function otherBrowser(page: Page, account: string) {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signIn(other, account);
  return other;
}

test('the administrator forces another browser out: it lands on the sign-in page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const other = await otherBrowser(page, 'wangwu');

  await page.goto('/permission/userOnline');
  const table = page.getByTestId('online-users-page');
  // the administrator's own session is marked
  await expect(table.getByText('当前会话')).toBeVisible();
  const search = page.getByTestId('online-keyword').getByRole('searchbox');
  await search.fill('wangwu');
  await search.press('Enter');
  await expect(table.locator('.ant-table-row').first()).toContainText('wangwu');
  await expect(table.locator('.ant-table-row').filter({ hasText: 'admin' })).toHaveCount(0);

  // every wangwu session selected, signed out in one batch after a confirmation
  await table.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByTestId('online-batch-out').click();
  await expect(page.getByText(/确定强制下线选中的 \d+ 个会话/)).toBeVisible();
  await page.getByRole('button', { name: CONFIRM }).click();
  await expect(page.getByText('已强制下线')).toBeVisible();
  await expect(other).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(table.locator('.ant-table-row')).toHaveCount(0);

  // signing out one's own session warns first; cancelling keeps it
  await search.fill('admin');
  await search.press('Enter');
  const mine = table.locator('.ant-table-row').filter({ hasText: '当前会话' });
  await mine.getByRole('button', { name: '强制下线' }).click();
  await expect(page.getByText('其中包含您当前的会话，您将被退出登录。')).toBeVisible();
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/permission\/userOnline/);
  await other.context().close();
});

test('a second browser is forced out by its own row', async ({ page }) => {
  await signIn(page, 'admin');
  const other = await otherBrowser(page, 'zhaoliu');
  await page.goto('/permission/userOnline');
  const search = page.getByTestId('online-keyword').getByRole('searchbox');
  await search.fill('zhaoliu');
  await search.press('Enter');
  const table = page.getByTestId('online-users-page');
  await expect(table.locator('.ant-table-row').first()).toContainText('zhaoliu');
  // the newest sign-in comes first: it is the other browser's
  await table.locator('.ant-table-row').first().getByRole('button', { name: '强制下线' }).click();
  await page.getByRole('button', { name: CONFIRM }).click();
  await expect(other).toHaveURL(/\/login/, { timeout: 15_000 });
  await other.context().close();
});

for (const lang of ['zh', 'zhtw', 'en'] as const) {
  test(`online users screenshots in ${lang}`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/permission/userOnline');
      await expect(page.getByTestId('online-users-page').locator('.ant-table-row').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`online-${lang}-${width}.png`), fullPage: true });
    }
  });
}
