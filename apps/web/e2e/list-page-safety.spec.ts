import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './support';

/** The right edge of an element in the viewport. */
async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

test.describe('list pages at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a dirty form asks before Esc closes it; a clean one closes at once', async ({ page }) => {
    await signIn(page);
    await page.goto('/permission/group');
    await page.getByTestId('groups-add').click();
    const drawer = page.getByTestId('group-form');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByText('放弃未保存的修改？')).toHaveCount(0);

    await page.getByTestId('groups-add').click();
    await drawer.locator('input').first().fill('半成品');
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal-confirm-title', { hasText: '放弃未保存的修改？' })).toBeVisible();
    await page.getByTestId('discard-cancel').click();
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('input').first()).toHaveValue('半成品');
    await drawer.getByTestId('form-cancel').click();
    await page.getByTestId('discard-ok').click();
    await expect(drawer).toBeHidden();
  });

  test('the delete confirmation names the row', async ({ page }) => {
    await signIn(page);
    await page.goto('/permission/group');
    const row = page.getByRole('row', { name: /技术委员会/ });
    await expect(row).toContainText('委员会');
    await row.locator('[data-action="delete"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('将永久删除“技术委员会”，是否继续？');
    await dialog
      .getByRole('button', { name: '取 消' })
      .or(dialog.getByRole('button', { name: '取消' }))
      .click();
    await expect(row).toBeVisible();
  });

  test('the print templates show their State column clear of the pinned actions', async ({ page }) => {
    await signIn(page);
    await page.goto('/system/printDev');
    await expect(page.getByTestId('print-dev-page').locator('.ant-table-row').first()).toBeVisible();
    const state = page.getByRole('columnheader', { name: '状态' });
    const actions = page.getByRole('columnheader', { name: '操作' });
    const [s, a] = [await box(page, state), await box(page, actions)];
    expect(s.x + s.width).toBeLessThanOrEqual(a.x + 1);
    const firstTag = page.locator('.ant-table-row').first().locator('[data-status]');
    const tag = await box(page, firstTag);
    expect(tag.x + tag.width).toBeLessThanOrEqual(a.x + 1);
    await shot(page, 'print-dev-zh-1440');
  });
});

test.describe('list pages at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [path, pageId] of [
    ['/permission/group', 'groups-page'],
    ['/system/printDev', 'print-dev-page'],
    ['/permission/role', 'roles-page'],
  ] as const) {
    test(`${path}: every row's Edit and Delete are in reach without scrolling sideways`, async ({ page }) => {
      await signIn(page);
      await page.goto(path);
      const row = page.getByTestId(pageId).locator('.ant-table-row').first();
      await expect(row).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const edit = row.locator('[data-action="edit"]');
      const e = await box(page, edit);
      expect(e.x).toBeGreaterThanOrEqual(0);
      expect(e.x + e.width).toBeLessThanOrEqual(375);
      const inline = row.locator('[data-action="delete"]');
      if (await inline.count()) {
        const d = await box(page, inline);
        expect(d.x + d.width).toBeLessThanOrEqual(375);
      } else {
        const more = row.locator('[data-action="more"]');
        const m = await box(page, more);
        expect(m.x + m.width).toBeLessThanOrEqual(375);
        await more.click();
        await expect(page.getByRole('menuitem', { name: '删除' })).toBeVisible();
      }
      await expect(page.getByTestId('admin-scroll-hint')).toBeVisible();
      await shot(page, `${pageId}-zh-375`);
    });
  }

  test('in English the phone list keeps its actions and speaks English', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
    await page.goto('/system/printDev');
    const row = page.getByTestId('print-dev-page').locator('.ant-table-row').first();
    await expect(row.locator('[data-action="edit"]')).toHaveText('Edit');
    await shot(page, 'print-dev-en-375');
  });
});
