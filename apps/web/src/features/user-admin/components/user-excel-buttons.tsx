import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { USER_EXPORT_COLUMNS, type UserExcelColumn } from '@tessera/shared';
import { Alert, Button, Checkbox, Form, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, ImportWizard } from '@/components/import-wizard';
import { Auth } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { userExcelApi } from '../api/user-excel-api';

/** Props of {@link UserExcelButtons}. */
export interface UserExcelButtonsProps {
  /** Called after an import ran, so the list reloads. */
  onImported: () => void;
  /** The list's current filter and page, for "this page" exports. */
  query?: { keyword?: string; organizeId?: string; currentPage?: number; pageSize?: number };
}

/** Export (this page or all, chosen columns) and import buttons of the users toolbar. */
export function UserExcelButtons({ onImported, query = {} }: UserExcelButtonsProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dataType, setDataType] = useState<0 | 1>(0);
  const [columns, setColumns] = useState<UserExcelColumn[]>([...USER_EXPORT_COLUMNS]);
  // set when the operator's row limit cut the last export: the dialog stays open and says so
  const [limited, setLimited] = useState<{ exported: number; total: number; limit: number } | null>(null);

  const runExport = async () => {
    if (!columns.length) return void feedback.warning(t('userExcel.needColumn'));
    setBusy(true);
    setLimited(null);
    try {
      const link = await userExcelApi.export({ ...query, dataType, selectKey: columns });
      await downloadFile(link);
      if (link.limit !== undefined)
        setLimited({ exported: link.exported, total: link.total, limit: link.limit });
      else setExporting(false);
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Auth code="btn_download">
        <Button
          icon={<DownloadOutlined />}
          onClick={() => {
            setLimited(null);
            setExporting(true);
          }}
          data-testid="users-export"
        >
          {t('userExcel.export')}
        </Button>
      </Auth>
      <Auth code="btn_upload">
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="users-import">
          {t('userExcel.import')}
        </Button>
      </Auth>
      <Modal
        open={exporting}
        title={t('userExcel.exportTitle')}
        width={600}
        okText={t('userExcel.export')}
        confirmLoading={busy}
        onOk={() => void runExport()}
        onCancel={() => setExporting(false)}
        destroyOnHidden
      >
        {limited && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('userExcel.exportLimited', limited)}
            data-testid="users-export-limited"
          />
        )}
        <Form layout="vertical">
          <Form.Item label={t('userExcel.dataType')}>
            <Radio.Group value={dataType} onChange={(e) => setDataType(e.target.value as 0 | 1)}>
              <Radio value={0}>{t('userExcel.currentPage')}</Radio>
              <Radio value={1}>{t('userExcel.allData')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('userExcel.columns')}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Checkbox
                checked={columns.length === USER_EXPORT_COLUMNS.length}
                indeterminate={columns.length > 0 && columns.length < USER_EXPORT_COLUMNS.length}
                onChange={(e) => setColumns(e.target.checked ? [...USER_EXPORT_COLUMNS] : [])}
              >
                {t('userExcel.selectAll')}
              </Checkbox>
              <Checkbox.Group
                value={columns}
                onChange={(v) => setColumns(USER_EXPORT_COLUMNS.filter((c) => v.includes(c)))}
                options={USER_EXPORT_COLUMNS.map((c) => ({ value: c, label: t(`userExcel.col.${c}`) }))}
              />
            </Space>
          </Form.Item>
        </Form>
      </Modal>
      <ImportWizard
        open={importing}
        title={t('userExcel.importTitle')}
        uploadUrl={userExcelApi.uploadUrl}
        templateUrl={userExcelApi.template}
        preview={userExcelApi.preview}
        check={userExcelApi.check}
        importData={userExcelApi.importData}
        exportError={userExcelApi.exportError}
        onClose={(refresh) => {
          setImporting(false);
          if (refresh) onImported();
        }}
      />
    </>
  );
}
