import { Button, Modal, Space, Spin } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { fileRoutes, fillPath, formatDate, paperSize } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/icons';
import { useUserStore } from '@/stores/user-store';
import { printDataOptions } from './print-preview-api';
import {
  buildPrintDocument,
  buildWordDocument,
  downloadWord,
  printInFrame,
  wordFileName,
} from './print-document';
import { renderPrintTemplate } from './render-template';
import './print-preview.css';

/** Props of {@link PrintPreview} (spec 02 §3: id, formId, fullName). */
export interface PrintPreviewProps {
  open: boolean;
  /** The print template. */
  id: string;
  /** The printed record's id. */
  formId: string;
  /** Several records printed one after another, each from a new page (batch print); `formId` is then ignored. */
  formIds?: readonly string[];
  /** The record's full name: the download is named after it. */
  fullName?: string;
  onClose: () => void;
}

/** Own images only: the logo is a file-service image name or path, never an outside address. */
const logoUrl = (icon: string | undefined) => {
  if (!icon) return undefined;
  if (/^\/api\/file\/Image\/[A-Za-z]+\/[\w.-]+$/.test(icon)) return icon;
  return /^[\w.-]+$/.test(icon)
    ? fillPath(fileRoutes.image.path, { type: 'SystemIcon', name: icon })
    : undefined;
};

/**
 * 打印预览 (full screen): the product logo and the preview title; the filled template on paper of the
 * template's size; download as a Word document, print, cancel. Nothing happens without data.
 */
export function PrintPreview({ open, id, formId, formIds, fullName, onClose }: PrintPreviewProps) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.userInfo);
  const sys = useUserStore((s) => s.sysConfigInfo);
  const answers = useQueries({
    queries: (formIds ?? [formId]).map((record) => printDataOptions(id, record, open)),
  });
  const isFetching = answers.some((a) => a.isFetching);
  const filled = answers.flatMap((a) => (a.data?.printTemplate ? [a.data] : []));
  const data = filled[0];
  // changes when any answer does (`filled` is a new array on every render)
  const stamp = answers.map((a) => a.dataUpdatedAt).join(',');
  const pages = useMemo(
    () =>
      filled.map((d) =>
        renderPrintTemplate({
          template: d.printTemplate,
          data: d.printData,
          records: d.operatorRecordList,
          extras: {
            systemPrinter: user ? `${user.userName}/${user.userAccount}` : '',
            printTime: formatDate(Date.now()),
          },
          statusName: (code) => t(`printPreview.status.${code}`, { defaultValue: String(code) }),
          formatTime: (ms) => formatDate(ms),
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stamp` names the answers
    [stamp, user, t],
  );
  // each record from a new page, on paper and in Word
  const html = pages.join('<div style="page-break-after:always;break-after:page"></div>');
  const title = fullName || data?.fullName || t('printPreview.title');
  const paper = data ? paperSize(data.pageParam) : undefined;

  const handleDownload = () => {
    if (!html || !data) return;
    downloadWord(
      buildWordDocument(html, data.pageParam, title),
      wordFileName(fullName, t('printPreview.defaultFileName')),
    );
  };
  const handlePrint = () => {
    if (!html || !data) return;
    printInFrame(buildPrintDocument(html, data.pageParam, title));
  };
  const logo = logoUrl(sys?.logoIcon);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      className="print-preview-modal"
      destroyOnHidden
      title={
        <div className="print-preview-header">
          <span className="print-preview-brand">
            {logo ? <img src={logo} alt="" height={24} /> : <LogoMark size={24} />}
            <span>{t('printPreview.title')}</span>
          </span>
          <Space wrap>
            <Button type="primary" onClick={handleDownload} disabled={!html} data-testid="print-download">
              {t('printPreview.download')}
            </Button>
            <Button onClick={handlePrint} disabled={!html} data-testid="print-print">
              {t('printPreview.print')}
            </Button>
            <Button onClick={onClose} data-testid="print-cancel">
              {t('common.cancel')}
            </Button>
          </Space>
        </div>
      }
    >
      <div className="print-preview-stage" data-testid="print-preview">
        {isFetching ? (
          <Spin />
        ) : html && paper && data ? (
          pages.map((page, i) => (
            <div
              key={i}
              className="print-preview-paper"
              style={{
                width: `${paper.width}mm`,
                minHeight: `${paper.height}mm`,
                padding: `${data.pageParam.marginTop}mm ${data.pageParam.marginRight}mm ${data.pageParam.marginBottom}mm ${data.pageParam.marginLeft}mm`,
              }}
              data-testid="print-paper"
              // sanitized by DOMPurify and filled with escaped text only (render-template.ts)
              dangerouslySetInnerHTML={{ __html: page }}
            />
          ))
        ) : (
          <div className="print-preview-empty">{t('printPreview.noData')}</div>
        )}
      </div>
    </Modal>
  );
}
