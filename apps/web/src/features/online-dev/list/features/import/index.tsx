import { UploadOutlined } from '@ant-design/icons';
import type { OnlineImportRow } from '@tessera/shared';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportWizard } from '@/components/import-wizard';
import type { OnlineListContext, OnlineListFeature } from '../list-feature';
import { importApi } from './import-api';

/** The designer's default text of the import button (shown in the user's language instead). */
const DESIGNER_DEFAULT = '导入';

/**
 * The import button (btnsList `upload`, permission btn_upload) and the platform's import wizard:
 * template, upload, preview with each record's problems, import, result with the failed rows' file.
 */
function ImportToolbar({ ctx }: { ctx: OnlineListContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const api = useMemo(() => importApi(ctx.modelId), [ctx.modelId]);
  if (!ctx.hasButton('upload')) return null;
  const label = ctx.design.btnsList.find((b) => b.value === 'upload')?.label;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="online-list-import">
        {label && label !== DESIGNER_DEFAULT ? label : t('onlineDev.import.button')}
      </Button>
      <ImportWizard<OnlineImportRow>
        open={open}
        title={t('onlineDev.import.title')}
        uploadUrl={api.uploadUrl}
        templateUrl={api.template}
        preview={api.preview}
        importData={api.importData}
        exportError={api.exportError}
        onClose={(refresh) => {
          setOpen(false);
          if (refresh) void ctx.reload();
        }}
      />
    </>
  );
}

/** Import of the generated list (form-model.md §5.8). */
export const importFeature: OnlineListFeature = { key: 'import', Toolbar: ImportToolbar };
