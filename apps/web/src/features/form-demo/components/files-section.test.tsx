// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atDemoRoute, grantFileCodes } from '@/components/upload/widget-test-kit';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FilesSection } from './files-section';

beforeAll(async () => {
  stubBrowserApis();
  await loadFeatureLocales();
  changeLanguage('zh');
});
afterEach(cleanup);

const renderSection = () =>
  render(
    atDemoRoute(
      <Form initialValues={{ attachments: [], images: [] }}>
        <FilesSection />
      </Form>,
    ),
  );

describe('form demo files section', () => {
  it('offers both uploads, with their tips, to a user holding file_upload', () => {
    grantFileCodes(['file_upload', 'file_look', 'file_download', 'file_delete']);
    renderSection();
    expect(screen.getByTestId('form-demo-files-button').textContent).toContain('点击上传');
    expect(screen.getByTestId('form-demo-images-button').textContent).toContain('上传图片');
    expect(screen.getByTestId('form-demo-files-input').getAttribute('accept')).toBe(
      '.gif,.jpg,.jpeg,.png,.bmp,.webp,.doc,.docx,.xls,.xlsx,.pdf,.txt,.csv,.md',
    );
    expect(screen.getByText('附件')).toBeTruthy();
  });

  it('hides both uploads from a user without file_upload on the menu', () => {
    grantFileCodes(['file_look']);
    renderSection();
    expect(screen.queryByTestId('form-demo-files-button')).toBeNull();
    expect(screen.queryByTestId('form-demo-images-button')).toBeNull();
  });
});
