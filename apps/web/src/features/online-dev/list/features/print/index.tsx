import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { toolbarLabel } from '../export/toolbar-label';
import type { OnlineListContext, OnlineListFeature } from '../list-feature';
import { PrintChoice } from './print-choice';

/** The batch print button (btnsList `batchPrint` with the list's `printIds`, btn_batchPrint). */
function PrintToolbar({ ctx }: { ctx: OnlineListContext }) {
  const { t } = useTranslation();
  const [formIds, setFormIds] = useState<string[]>();
  if (!ctx.hasButton('batchPrint') || !ctx.design.printIds.length) return null;
  const handleClick = () => {
    if (!ctx.selected.length) return void feedback.warning(t('onlineDev.print.needSelection'));
    setFormIds(ctx.selected);
  };
  return (
    <>
      <Button icon={<PrinterOutlined />} onClick={handleClick} data-testid="online-list-batch-print">
        {toolbarLabel(ctx, 'batchPrint', '批量打印', t('onlineDev.print.batch'))}
      </Button>
      {formIds && (
        <PrintChoice
          printIds={ctx.design.printIds}
          formIds={formIds}
          fullName={ctx.title}
          onClose={() => setFormIds(undefined)}
        />
      )}
    </>
  );
}

/** Batch print of the generated list's selected rows (spec 02 §8). */
export const printFeature: OnlineListFeature = {
  key: 'print',
  Toolbar: PrintToolbar,
  usesSelection: (hasButton) => hasButton('batchPrint'),
};
