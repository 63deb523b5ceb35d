import { expect, test } from '@playwright/test';
import type { MessageTemplateItem, Paged } from '@tessera/shared';
import { api, shot, signIn, tokenOf } from './support';

test('the administrator edits the notice template with parameter chips and a live preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const find = async () =>
    (
      await api<Paged<MessageTemplateItem>>(
        request,
        token,
        'GET',
        '/api/message/MessageTemplateConfig?keyword=noticeRelease',
      )
    ).list[0]!;
  const before = await find();

  await page.goto('/msgCenter/msgTemplate');
  const row = page.getByRole('row').filter({ hasText: 'noticeRelease' });
  await expect(row).toContainText('公告发布');
  await expect(row).toContainText('站内信');
  await shot(page, 'msg-template-zh-1440');

  await row.getByTestId('tpl-edit-noticeRelease').click();
  const form = page.getByTestId('msg-template-form');
  const title = form.getByTestId('tpl-title');
  await title.fill('【公告】');
  await title.press('End');
  await form.getByTestId('tpl-param-Title').click();
  await expect(title).toHaveValue('【公告】@Title');
  const preview = form.getByTestId('template-preview');
  await expect(preview.getByTestId('template-preview-title')).toHaveText('【公告】五一劳动节放假通知');
  await expect(preview.getByTestId('template-preview-body')).toContainText('管理员 发布了公告');
  await expect(preview.getByTestId('template-preview-body')).toContainText('5月1日至5日放假');

  // an unknown parameter warns in the form, and the server refuses it with the known list
  const content = form.getByTestId('tpl-content');
  await content.fill('<p>@CreatorUserName：@Oops</p>@Content');
  await expect(form.getByTestId('tpl-unknown')).toContainText('@Oops');
  await form.getByTestId('form-save').click();
  await expect(page.getByText(/模板中有未知参数：@Oops。可用的参数：@Title/)).toBeVisible();
  await content.fill('<p>@CreatorUserName 于 @SendTime 发布</p>@Content');
  await expect(form.getByTestId('tpl-unknown')).toBeHidden();
  await expect(preview.getByTestId('template-preview-body')).toContainText(
    /管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 发布/,
  );
  await shot(page, 'msg-template-form-zh-1440');
  await form.getByTestId('form-save').click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('【公告】@Title');

  const after = await find();
  expect(after).toMatchObject({
    title: '【公告】@Title',
    content: '<p>@CreatorUserName 于 @SendTime 发布</p>@Content',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'msg-template-zh-390');
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Message templates' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'noticeRelease' })).toBeVisible();
  await shot(page, 'msg-template-en-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('tpl-edit-noticeRelease').click();
  await expect(page.getByTestId('template-preview-title')).toHaveText('【公告】Public holiday notice');
  await shot(page, 'msg-template-form-en-1440');
  await page.evaluate(() => localStorage.setItem('tessera.language', 'zh'));

  const { id, creatorTime: _c, lastModifyTime: _l, creatorUser: _u, ...body } = before;
  await api(request, token, 'PUT', `/api/message/MessageTemplateConfig/${id}`, body);
});
