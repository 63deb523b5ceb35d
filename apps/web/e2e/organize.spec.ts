import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

const COMPANY = '星河示例科技有限公司';
const CONFIRM = /确\s*定/;

/** The table row whose cell reads exactly `name`. */
function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

/** Fills the name and code of an open drawer form. */
async function fillNameCode(form: Locator, name: string, code: string) {
  await form.getByTestId('field-fullName').fill(name);
  await form.getByTestId('field-enCode').fill(code);
}

/** Saves an open drawer form and waits for it to close. */
async function save(page: Page, form: Locator) {
  await form.getByTestId('form-save').click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(form).toBeHidden();
}

/** Deletes a row after the spec's confirmation. */
async function remove(page: Page, row: Locator) {
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText(/将永久删除.+，是否继续？/)).toBeVisible(); // names what it deletes
  await page.getByRole('button', { name: CONFIRM }).click();
}

test('the administrator builds a department, a position and a group, edits and deletes them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const dept = `测试部${stamp}`;
  const renamed = `质量部${stamp}`;
  await signIn(page, 'admin');

  // a department under the company, with a refused code first
  await page.goto('/permission/organize');
  await expect(rowOf(page, COMPANY)).toBeVisible();
  await rowOf(page, COMPANY)
    .getByRole('button', { name: /添加下级/ })
    .click();
  const orgForm = page.getByTestId('organize-form');
  await fillNameCode(orgForm, dept, '.bad');
  await orgForm.getByTestId('form-save').click();
  await expect(orgForm.getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾')).toBeVisible();
  await orgForm.getByTestId('field-enCode').fill(`qa${stamp}`);
  await save(page, orgForm);
  await expect(rowOf(page, dept)).toBeVisible();
  await rowOf(page, dept)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await orgForm.getByTestId('field-fullName').fill(renamed);
  // the parent comes from the organisation picker, which leaves out the node itself
  await expect(orgForm.getByTestId('field-parent')).toContainText(COMPANY);
  await orgForm.getByTestId('field-parent').click();
  const parentPicker = page.getByRole('dialog').filter({ has: page.getByTestId('picker-confirm') });
  await expect(
    parentPicker.getByTestId('organize-picker-tree').getByText(COMPANY, { exact: true }),
  ).toBeVisible();
  // the tree loads a level at a time; a search asks the server, which leaves the node out
  const parentKeyword = parentPicker.getByTestId('picker-keyword').locator('input');
  await parentKeyword.fill(stamp);
  await parentKeyword.press('Enter');
  await expect(parentPicker.getByTestId('organize-picker-tree')).toContainText('暂无数据');
  await expect(parentPicker.getByTestId('organize-picker-tree').getByText(dept, { exact: true })).toHaveCount(
    0,
  );
  await parentKeyword.fill('');
  await parentKeyword.press('Enter');
  await expect(
    parentPicker.getByTestId('organize-picker-tree').getByText(COMPANY, { exact: true }),
  ).toBeVisible();
  await parentPicker.getByTestId('picker-cancel').click();
  await expect(parentPicker).toHaveCount(0);
  await save(page, orgForm);
  await expect(rowOf(page, renamed)).toBeVisible();

  // a position in it: picking the department in the tree fills the form's organisation
  await page.goto('/permission/position');
  const tree = page.getByTestId('positions-page').getByRole('searchbox', { name: '输入组织名称' });
  await tree.fill(renamed);
  await page.getByTestId('admin-filter-tree').getByText(renamed, { exact: true }).click();
  await page.getByTestId('positions-add').click();
  const posForm = page.getByTestId('position-form');
  await expect(posForm.getByTestId('field-organize')).toContainText(renamed);
  await fillNameCode(posForm, `质检员${stamp}`, `qc${stamp}`);
  await save(page, posForm);
  await expect(rowOf(page, `质检员${stamp}`)).toBeVisible();

  // the department cannot go while the position sits in it
  await page.goto('/permission/organize');
  await remove(page, rowOf(page, renamed));
  await expect(page.getByText('该组织下还有1个岗位，不能删除')).toBeVisible();
  await expect(rowOf(page, renamed)).toBeVisible();

  // edit and delete the position, then the department goes
  await page.goto('/permission/position');
  await page.getByTestId('positions-keyword').getByRole('searchbox').fill(`qc${stamp}`);
  await page.getByTestId('positions-keyword').getByRole('searchbox').press('Enter');
  await rowOf(page, `质检员${stamp}`)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await posForm.getByTestId('field-fullName').fill(`质检主管${stamp}`);
  await save(page, posForm);
  await remove(page, rowOf(page, `质检主管${stamp}`));
  await expect(rowOf(page, `质检主管${stamp}`)).toHaveCount(0);
  await page.goto('/permission/organize');
  await remove(page, rowOf(page, renamed));
  await expect(rowOf(page, renamed)).toHaveCount(0);

  // a group, saved with the keyboard, edited and deleted
  await page.goto('/permission/group');
  await page.getByTestId('groups-add').click();
  const groupForm = page.getByTestId('group-form');
  await fillNameCode(groupForm, `兴趣组${stamp}`, `club.${stamp}`);
  await groupForm.getByTestId('field-enCode').press('Enter');
  await expect(groupForm).toBeHidden();
  await expect(rowOf(page, `兴趣组${stamp}`)).toBeVisible();
  await rowOf(page, `兴趣组${stamp}`)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await groupForm.getByTestId('field-fullName').fill(`摄影组${stamp}`);
  await save(page, groupForm);
  await remove(page, rowOf(page, `摄影组${stamp}`));
  await expect(rowOf(page, `摄影组${stamp}`)).toHaveCount(0);
});

test('a user with the menu but without btn_add, btn_edit, btn_remove sees no such buttons', async ({
  page,
}) => {
  // zhouba (人事人员) holds permission.organize without its buttons; profile.spec only changes his avatar
  await signIn(page, 'zhouba');
  await page.goto('/permission/organize');
  await expect(rowOf(page, COMPANY)).toBeVisible();
  await expect(page.getByTestId('organize-add')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /添加下级/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  // the state reads as a tag, not a switch the user may not use
  await expect(rowOf(page, COMPANY).getByRole('switch')).toHaveCount(0);
  await expect(rowOf(page, COMPANY)).toContainText('启用');
});

test('the organisation tree opens two levels and loads a deeper level on expanding', async ({ page }) => {
  await signIn(page, 'admin');
  const levels: string[] = [];
  page.on('request', (r) => {
    const parentId = new URL(r.url()).searchParams.get('parentId');
    if (r.url().includes('/api/permission/Organize?') && parentId) levels.push(parentId);
  });
  await page.goto('/permission/organize');
  const sh = rowOf(page, '星河示例（上海）有限公司');
  await expect(sh).toBeVisible();
  await expect(rowOf(page, '销售部')).toHaveCount(0);
  const before = levels.length;
  await sh.getByRole('button', { name: /展开行|Expand row/ }).click();
  await expect(rowOf(page, '销售部')).toBeVisible();
  expect(levels.length).toBeGreaterThan(before);
});

for (const lang of ['zh', 'zhtw', 'en'] as const) {
  test(`organisation pages screenshots in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      for (const [name, path, testId] of [
        ['organize', '/permission/organize', 'organize-page'],
        ['position', '/permission/position', 'positions-page'],
        ['group', '/permission/group', 'groups-page'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByTestId(testId).getByRole('row').nth(1)).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`${name}-${lang}-${width}.png`),
          fullPage: true,
        });
      }
      await page.goto('/permission/organize');
      await page.getByTestId('organize-add').click();
      await page.getByTestId('organize-form').getByTestId('field-parent').click();
      await expect(
        page.getByTestId('organize-picker-tree').getByText(COMPANY, { exact: true }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`organize-form-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('organize-picker-tree')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/permission/group');
      await page.getByTestId('groups-add').click();
      await expect(page.getByTestId('group-form').getByTestId('field-fullName')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`group-form-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
