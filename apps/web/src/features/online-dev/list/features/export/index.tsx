import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineListContext, OnlineListFeature } from '../list-feature';
import { ExportDialog } from './export-dialog';
import { toolbarLabel } from './toolbar-label';

/** The export button (btnsList `download`, permission btn_download) and its dialog. */
function ExportToolbar({ ctx }: { ctx: OnlineListContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!ctx.hasButton('download')) return null;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)} data-testid="online-list-export">
        {toolbarLabel(ctx, 'download', '导出', t('onlineDev.export.button'))}
      </Button>
      {open && <ExportDialog ctx={ctx} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Export of the generated list (form-model.md §5.7). */
export const exportFeature: OnlineListFeature = {
  key: 'export',
  Toolbar: ExportToolbar,
  // "the selected rows" is one of the dialog's choices
  usesSelection: (hasButton) => hasButton('download'),
};
