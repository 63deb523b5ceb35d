import { Checkbox, Form, Modal, Radio, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnPermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import type { OnlineListContext } from '../list-feature';
import { exportApi, type ExportDataType } from './export-api';
import { exportColumns } from './export-columns';

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  ctx: OnlineListContext;
  onClose: () => void;
}

/**
 * 导出数据 (form-model.md §5.7): the current page, everything the search finds or the selected rows,
 * in the chosen columns (the list's columns the user may see, all checked at first); the server
 * writes the file in the caller's scope and the browser saves it.
 */
export function ExportDialog({ ctx, onClose }: ExportDialogProps) {
  const { t } = useTranslation();
  const keepGranted = useColumnPermission();
  const columns = useMemo(
    () => keepGranted(exportColumns(ctx.design, ctx.form).map((c) => ({ ...c, key: c.prop }))),
    [ctx.design, ctx.form, keepGranted],
  );
  const [dataType, setDataType] = useState<ExportDataType>(ctx.selected.length ? 2 : 0);
  const [chosen, setChosen] = useState<string[]>(() => columns.map((c) => c.prop));
  const [busy, setBusy] = useState(false);

  const handleExport = async () => {
    if (!chosen.length) return void feedback.warning(t('onlineDev.export.needColumn'));
    if (dataType === 2 && !ctx.selected.length)
      return void feedback.warning(t('onlineDev.export.needSelection'));
    setBusy(true);
    try {
      const file = await exportApi.exportData(ctx.modelId, {
        query: ctx.query,
        dataType,
        // file order is list order, whatever order the boxes were ticked in
        selectKey: columns.map((c) => c.prop).filter((p) => chosen.includes(p)),
        selectIds: dataType === 2 ? ctx.selected : [],
      });
      const refused = await exportApi.download(ctx.modelId, file.url, file.name);
      if (refused) return void feedback.error(refused);
      feedback.success(t('onlineDev.export.done', { count: file.exported }));
      onClose();
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('onlineDev.export.title')}
      width={600}
      okText={t('onlineDev.export.button')}
      cancelText={t('onlineDev.list.cancel')}
      confirmLoading={busy}
      onOk={() => void handleExport()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'online-export-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="online-export-dialog">
        <Form.Item label={t('onlineDev.export.dataType')}>
          <Radio.Group
            value={dataType}
            onChange={(e) => setDataType(e.target.value as ExportDataType)}
            data-testid="online-export-type"
          >
            <Radio value={0}>{t('onlineDev.export.currentPage')}</Radio>
            <Radio value={1}>{t('onlineDev.export.all')}</Radio>
            <Radio value={2} disabled={!ctx.selected.length}>
              {t('onlineDev.export.selected', { count: ctx.selected.length })}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('onlineDev.export.columns')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Checkbox
              checked={chosen.length === columns.length && columns.length > 0}
              indeterminate={chosen.length > 0 && chosen.length < columns.length}
              onChange={(e) => setChosen(e.target.checked ? columns.map((c) => c.prop) : [])}
              data-testid="online-export-all-columns"
            >
              {t('onlineDev.export.selectAll')}
            </Checkbox>
            <Checkbox.Group
              value={chosen}
              onChange={(v) => setChosen(v.map(String))}
              options={columns.map((c) => ({ value: c.prop, label: c.label }))}
              data-testid="online-export-columns"
            />
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
