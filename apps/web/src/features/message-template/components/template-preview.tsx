import { Typography } from 'antd';
import DOMPurify from 'dompurify';
import { formatDate, renderTemplate, type TemplateParameter } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/stores/user-store';

/** The title and content rendered with sample values, as a recipient would read them. */
export function TemplatePreview({ title, content }: { title: string; content: string }) {
  const { t } = useTranslation();
  const userName = useUserStore((s) => s.userInfo?.userName) ?? 'admin';
  const values = useMemo<Record<TemplateParameter, string>>(
    () => ({
      Title: t('msgTemplate.sample.title'),
      Content: t('msgTemplate.sample.content'),
      CreatorUserName: userName,
      SendTime: formatDate(Date.now(), 'YYYY-MM-DD HH:mm'),
      FlowLink: `${window.location.origin}/workFlowDetail`,
      FlowName: t('msgTemplate.sample.flowName'),
    }),
    [t, userName],
  );
  const html = useMemo(
    () => DOMPurify.sanitize(renderTemplate(content, values, { html: true })),
    [content, values],
  );
  return (
    <section
      className="msg-template-preview"
      aria-label={t('msgTemplate.preview')}
      data-testid="template-preview"
    >
      <Typography.Text type="secondary">{t('msgTemplate.preview')}</Typography.Text>
      <div className="msg-template-preview-title" data-testid="template-preview-title">
        {renderTemplate(title, values, { html: false })}
      </div>
      {/* sanitised above with DOMPurify; the server sanitises the rendered message again */}
      <div
        className="msg-template-preview-body"
        data-testid="template-preview-body"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
