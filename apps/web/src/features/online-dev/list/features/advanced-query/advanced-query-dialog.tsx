import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { feedback } from '@/lib/feedback';
import { useColumnGrant } from '../../use-column-grant';
import type { OnlineListContext } from '../list-feature';
import { usePlans, useRemovePlan, useSavePlan } from './advanced-query-queries';
import { ConditionGroups } from './condition-groups';
import './advanced-query.css';
import { draftOfApplied, emptyDraft, fromSuperQuery, queryFieldsOf, toSuperQuery } from './query-model';

/** Props of {@link AdvancedQueryDialog}. */
export interface AdvancedQueryDialogProps {
  ctx: OnlineListContext;
  onClose: () => void;
}

/**
 * The advanced query of a generated list (form-model.md §5.3): condition groups, apply and clear,
 * and the caller's saved plans of this menu (save, pick, delete). A preview, which has no menu,
 * queries but keeps no plans.
 */
export function AdvancedQueryDialog({ ctx, onClose }: AdvancedQueryDialogProps) {
  const { t } = useTranslation();
  const granted = useColumnGrant(ctx.design);
  // only the fields the user's column permissions grant (rulings 3)
  const fields = useMemo(() => queryFieldsOf(ctx.form).filter((f) => granted(f.id)), [ctx.form, granted]);
  const [draft, setDraft] = useState(() => draftOfApplied(ctx.query.superQueryJson));
  const [picked, setPicked] = useState<string>();
  const [name, setName] = useState('');
  const menuId = ctx.menuId;
  const plans = usePlans(menuId);
  const save = useSavePlan();
  const remove = useRemovePlan(menuId ?? '');
  const query = toSuperQuery(draft, fields);

  const handleApply = () => {
    if (!query) {
      feedback.warning(t('onlineDev.aq.incomplete'));
      return;
    }
    ctx.setSuperQuery(JSON.stringify(query));
    onClose();
  };
  const handleClear = () => {
    setDraft(emptyDraft());
    setPicked(undefined);
    ctx.setSuperQuery(undefined);
  };
  const handlePick = (id: string | undefined) => {
    setPicked(id);
    const plan = plans.data?.find((p) => p.id === id);
    if (!plan) return;
    let conditions: unknown;
    try {
      conditions = JSON.parse(plan.conditionJson);
    } catch {
      conditions = undefined;
    }
    setDraft(fromSuperQuery(plan.matchLogic, conditions));
    setName(plan.fullName);
  };
  const handleSave = async () => {
    const fullName = name.trim();
    if (!fullName) {
      feedback.warning(t('onlineDev.aq.nameRequired'));
      return;
    }
    if (!query || !menuId) {
      feedback.warning(t('onlineDev.aq.incomplete'));
      return;
    }
    // saving under the picked plan's name rewrites that plan; another name makes a new one
    const current = plans.data?.find((p) => p.id === picked && p.fullName === fullName);
    const saved = await save
      .mutateAsync({
        id: current?.id,
        body: {
          fullName,
          moduleId: menuId,
          matchLogic: query.matchLogic,
          conditionJson: JSON.stringify(query.conditionList),
        },
      })
      .catch(() => undefined);
    if (!saved) return;
    feedback.success(t('onlineDev.aq.planSaved'));
    setPicked(saved.id);
  };
  const handleDelete = async () => {
    if (!picked || !(await confirmDelete())) return;
    const done = await remove.mutateAsync(picked).then(
      () => true,
      () => false,
    );
    if (!done) return;
    feedback.success(t('onlineDev.aq.planDeleted'));
    setPicked(undefined);
  };

  const footer = (
    <Space wrap className="online-aq-footer">
      {menuId && (
        <Space.Compact>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={50}
            placeholder={t('onlineDev.aq.planName')}
            aria-label={t('onlineDev.aq.planName')}
            data-testid="online-aq-plan-name"
          />
          <Button onClick={() => void handleSave()} loading={save.isPending} data-testid="online-aq-save">
            {t('onlineDev.aq.savePlan')}
          </Button>
        </Space.Compact>
      )}
      <Button onClick={handleClear} data-testid="online-aq-clear">
        {t('onlineDev.aq.clear')}
      </Button>
      <Button type="primary" onClick={handleApply} data-testid="online-aq-apply">
        {t('onlineDev.aq.apply')}
      </Button>
    </Space>
  );

  return (
    <Modal open width={880} title={t('onlineDev.aq.title')} onCancel={onClose} footer={null}>
      <div data-testid="online-aq-dialog">
        {menuId && (
          <div className="online-aq-plans">
            <span>{t('onlineDev.aq.plans')}</span>
            <Select
              allowClear
              value={picked}
              onChange={handlePick}
              placeholder={t('onlineDev.aq.pickPlan')}
              aria-label={t('onlineDev.aq.pickPlan')}
              loading={plans.isFetching}
              options={(plans.data ?? []).map((p) => ({ value: p.id, label: p.fullName }))}
              data-testid="online-aq-plan"
              style={{ width: 240 }}
            />
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={!picked}
              onClick={() => void handleDelete()}
              aria-label={t('onlineDev.aq.deletePlan')}
              title={t('onlineDev.aq.deletePlan')}
              data-testid="online-aq-plan-delete"
            />
          </div>
        )}
        <ConditionGroups fields={fields} draft={draft} onChange={setDraft} />
        {footer}
      </div>
    </Modal>
  );
}
