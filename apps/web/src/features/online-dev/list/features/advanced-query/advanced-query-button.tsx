import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineListContext } from '../list-feature';
import { AdvancedQueryDialog } from './advanced-query-dialog';

/**
 * The toolbar button of the advanced query, shown when the list design has it (`hasSuperQuery`);
 * it is marked while a query is applied.
 */
export function AdvancedQueryButton({ ctx }: { ctx: OnlineListContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!ctx.design.hasSuperQuery) return null;
  const active = Boolean(ctx.query.superQueryJson);
  return (
    <>
      <Badge dot={active}>
        <Button
          icon={<FilterOutlined />}
          type={active ? 'primary' : 'default'}
          ghost={active}
          onClick={() => setOpen(true)}
          data-testid="online-aq-button"
          data-active={active ? 'true' : 'false'}
        >
          {t(active ? 'onlineDev.aq.active' : 'onlineDev.aq.button')}
        </Button>
      </Badge>
      {open && <AdvancedQueryDialog ctx={ctx} onClose={() => setOpen(false)} />}
    </>
  );
}
