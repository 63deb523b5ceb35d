import { expect, test, type APIRequestContext } from '@playwright/test';
import { releaseForm, signIn, tokenOf } from './support';

/** Tries what a hostile script would, from inside the sandbox, and writes what happened into `probe`. */
const PROBE = (origin: string) => `({ setFormData, onlineUtils }) => {
  const r = [];
  const t = (name, f) => {
    try { const v = f(); r.push(name + ':' + (v === undefined || v === null || v === '' ? 'empty' : 'LEAK')); }
    catch (e) { r.push(name + ':blocked'); }
  };
  t('localStorage', () => localStorage.getItem('tessera.token'));
  t('cookie', () => document.cookie);
  t('parent', () => parent.document.title);
  t('top', () => { top.location = 'https://example.com/'; return 'x'; });
  r.push(JSON.stringify(onlineUtils.getUserInfo()).includes('oken') ? 'user:LEAK' : 'user:ok');
  const f = (name, url) => fetch(url).then(() => r.push(name + ':LEAK'), () => r.push(name + ':blocked'));
  setFormData('title', '来自onLoad');
  return f('fetch', '/api/oauth/CurrentUser')
    .then(() => f('fetchAbs', ${JSON.stringify(`${origin}/api/oauth/CurrentUser`)}))
    .then(() => setFormData('probe', r.join(' ')));
}`;

function design(origin: string): string {
  const field = (formId: number, jnpfKey: string, vModel: string, label: string, extra = {}) => ({
    __config__: { jnpfKey, label, formId, span: 24, required: false, regList: [], trigger: 'blur' },
    __vModel__: vModel,
    placeholder: '',
    ...extra,
  });
  return JSON.stringify({
    formModel: 'dataForm',
    labelWidth: 100,
    span: 24,
    gutter: 15,
    idGlobal: 106,
    funcs: {
      onLoad: PROBE(origin),
      beforeSubmit:
        "({ formData }) => new Promise((resolve, reject) => Number(formData.amount) > 0 ? resolve() : reject('金额不能为0'))",
    },
    fields: [
      field(101, 'input', 'title', '标题'),
      field(102, 'numInput', 'amount', '金额', {
        on: { change: "({ data, setShowOrHide }) => { setShowOrHide('note', !(Number(data) > 100)) }" },
      }),
      field(103, 'input', 'note', '备注'),
      field(104, 'input', 'probe', '探测'),
      {
        __config__: { jnpfKey: 'button', label: '', formId: 105, showLabel: false, span: 24 },
        buttonText: '忙循环',
        on: { click: '() => { while (true) {} }' },
      },
    ],
  });
}

const release = (request: APIRequestContext, origin: string) =>
  releaseForm(request, { fullName: '脚本沙箱', codePrefix: 'e2e_scripts', formData: design(origin) });

test('form scripts run in the sandbox: onLoad, change, beforeSubmit; hostile reads fail and the token stays', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { path } = await release(request, baseURL!);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const cookies = await page.context().cookies();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/visualdev/OnlineDev/')) posts.push(r.url());
  });
  await page.goto(path);
  await expect(page.getByTestId('online-form-page')).toBeVisible();

  // onLoad set a value; every hostile read failed inside the sandbox
  await expect(page.getByTestId('fr-title').locator('input')).toHaveValue('来自onLoad');
  await expect(page.getByTestId('fr-probe').locator('input')).toHaveValue(
    'localStorage:blocked cookie:blocked parent:blocked top:blocked user:ok fetch:blocked fetchAbs:blocked',
  );
  const frame = page.getByTestId('form-script-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  expect(page.url()).toContain(path);

  // beforeSubmit rejects an amount of 0: the reason is shown, nothing is saved
  await page.getByTestId('fr-amount').locator('input').fill('0');
  await expect(page.getByTestId('fr-note')).toBeVisible();
  await page.getByTestId('online-form-submit').click();
  await expect(page.getByTestId('online-form-refusal')).toHaveText('表单脚本阻止了提交：金额不能为0');
  expect(posts).toEqual([]);

  // a busy loop is stopped at its time limit and never holds the page
  await page
    .getByRole('button', { name: '忙 循 环' })
    .or(page.getByRole('button', { name: '忙循环' }))
    .click();
  const started = Date.now();
  await page.getByTestId('fr-note').locator('input').fill('页面仍可输入');
  await expect(page.getByTestId('fr-note').locator('input')).toHaveValue('页面仍可输入');
  expect(Date.now() - started).toBeLessThan(1500);
  await expect(page.getByText('表单脚本执行超时，已停止')).toBeVisible({ timeout: 6000 });

  // a change event hides a field; a positive amount passes beforeSubmit and saves
  await page.getByTestId('fr-amount').locator('input').fill('500');
  await expect(page.getByTestId('fr-note')).toBeHidden();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/visualdev/OnlineDev/'),
  );
  await page.getByTestId('online-form-submit').click();
  const answer = (await (await saved).json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(200);

  // the app's token and cookies are untouched
  expect(await tokenOf(page)).toBe(token);
  expect(await page.context().cookies()).toEqual(cookies);
});
