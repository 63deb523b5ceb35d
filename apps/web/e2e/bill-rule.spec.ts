import { expect, test, type Page } from '@playwright/test';
import { api, shot, signIn, tokenOf } from './support';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
};

/** Opens the template dialog from the add form and picks the seeded contract rule. */
async function copyContractTemplate(page: Page) {
  await page.getByTestId('bill-rule-from-template').click();
  const dialog = page.getByTestId('bill-rule-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('bill-rule-dialog-keyword').fill('Contract');
  await dialog.getByTestId('bill-rule-dialog-keyword').press('Enter');
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await dialog.getByTestId('bill-rule-option-ContractNo').click();
  await page.getByTestId('bill-rule-dialog-ok').click();
  await expect(dialog).toBeHidden();
}

test('the administrator creates a rule from a template, takes numbers and sees the counter advance', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  await page.goto('/system/billRule');
  await expect(page.getByTestId('bill-rule-row-SalesOrder')).toContainText('销售订单编号');

  await page.getByTestId('bill-rule-add').click();
  const form = page.getByTestId('bill-rule-form');
  await copyContractTemplate(page);
  await expect(form.getByTestId('field-fullName')).toHaveValue('合同编号');
  await expect(form.getByTestId('field-enCode')).toHaveValue('ContractNo');
  await expect(form.locator('input#startNumber')).toHaveValue('100');

  await form.getByTestId('field-fullName').fill('端到端编号');
  await form.getByTestId('field-enCode').fill('E2eRule');
  await form.getByTestId('field-prefix').fill('E2E-');
  // The example follows the fields as they are typed.
  await expect(form.getByTestId('bill-rule-example')).toHaveText(`E2E-${today()}0100`);
  await form.locator('input#startNumber').fill('99999');
  await expect(form.getByText('起始编号不能超过4位')).toBeVisible();
  await form.locator('input#startNumber').fill('100');
  await page.getByTestId('form-save').click();
  await expect(form).toBeHidden();

  const row = page.getByTestId('bill-rule-row-E2eRule');
  await expect(row).toContainText('尚未生成');
  await expect(row.getByTestId('bill-rule-preview')).toHaveText(`E2E-${today()}0100`);

  const token = await tokenOf(page);
  const take = () => api<string>(request, token, 'GET', '/api/system/BillRule/BillNumber/E2eRule');
  expect(await take()).toBe(`E2E-${today()}0100`);
  expect(await take()).toBe(`E2E-${today()}0101`);

  await page.getByTestId('bill-rule-refresh').click();
  await expect(row.getByTestId('bill-rule-output')).toHaveText(`E2E-${today()}0101`);
  await expect(row.getByTestId('bill-rule-preview')).toHaveText(`E2E-${today()}0102`);

  // A disabled rule hands out nothing, with the reason.
  await row.getByTestId('bill-rule-state-E2eRule').click();
  await expect(row.getByTestId('bill-rule-state-E2eRule')).not.toBeChecked();
  const refused = await request.get('/api/system/BillRule/BillNumber/E2eRule', {
    headers: { Authorization: token, 'Accept-Language': 'en' },
  });
  expect(await refused.json()).toMatchObject({ code: 400, msg: 'The numbering rule E2eRule is disabled' });
});

for (const lang of ['zh', 'en'] as const)
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const)
    test(`screenshots of the numbering rules in ${lang} at ${w}px`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
      await signIn(page, 'admin');
      await page.goto('/system/billRule');
      await expect(page.getByTestId('bill-rule-row-SalesOrder')).toBeVisible();
      await shot(page, `bill-list-${lang}-${w}`);
      await page.getByTestId('bill-rule-add').click();
      await expect(page.getByTestId('bill-rule-form')).toBeVisible();
      await shot(page, `bill-form-${lang}-${w}`);
      await page.getByTestId('bill-rule-from-template').click();
      await expect(page.getByTestId('bill-rule-option-SalesOrder')).toBeVisible();
      await shot(page, `bill-dialog-${lang}-${w}`);
    });
