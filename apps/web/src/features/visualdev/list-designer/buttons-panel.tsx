import { LIST_BUTTONS, LIST_ROW_BUTTONS, type ColumnData } from '@tessera/shared';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrintTemplates } from '../api/visualdev-queries';
import { InterfaceSelect } from '../designer/props/interface-select';
import { makeCustomButton, toggleButton } from './list-model';

type CustomButton = ColumnData['customBtnsList'][number];

/** Built-in list and row buttons, custom buttons and the batch print templates. */
export function ButtonsPanel({ cd, patch }: { cd: ColumnData; patch: (p: Partial<ColumnData>) => void }) {
  const { t } = useTranslation();
  const printing = cd.btnsList.some((b) => b.value === 'batchPrint');
  const templates = usePrintTemplates(printing);
  const allowed = cd.type === 5 ? ['add'] : LIST_BUTTONS;
  const setCustom = (i: number, p: Partial<CustomButton>) =>
    patch({ customBtnsList: cd.customBtnsList.map((b, j) => (j === i ? { ...b, ...p } : b)) });
  const setEvent = (i: number, p: Record<string, unknown>) =>
    setCustom(i, { event: { btnType: 1, ...cd.customBtnsList[i]?.event, ...p } });
  return (
    <Form layout="vertical" className="ld-form">
      <Form.Item
        label={t('visualdev.list.btnsList')}
        help={cd.type === 5 ? t('visualdev.list.treeOnlyAdd') : undefined}
      >
        <Space wrap>
          {LIST_BUTTONS.map((v) => (
            <Checkbox
              key={v}
              disabled={!allowed.includes(v)}
              checked={cd.btnsList.some((b) => b.value === v)}
              onChange={(e) =>
                patch({ btnsList: toggleButton(cd.btnsList, LIST_BUTTONS, v, e.target.checked) })
              }
              data-testid={`ld-btn-${v}`}
            >
              {t(`visualdev.list.btn.${v}`)}
            </Checkbox>
          ))}
        </Space>
      </Form.Item>
      {printing && (
        <Form.Item label={t('visualdev.list.printIds')}>
          <Select
            mode="multiple"
            aria-label={t('visualdev.list.printIds')}
            loading={templates.isLoading}
            value={cd.printIds}
            onChange={(v: string[]) => patch({ printIds: v })}
            options={(templates.data ?? []).map((p) => ({ value: p.id, label: p.fullName }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('visualdev.list.columnBtnsList')}>
        <Space wrap>
          {LIST_ROW_BUTTONS.map((v) => (
            <Checkbox
              key={v}
              checked={cd.columnBtnsList.some((b) => b.value === v)}
              onChange={(e) =>
                patch({
                  columnBtnsList: toggleButton(cd.columnBtnsList, LIST_ROW_BUTTONS, v, e.target.checked),
                })
              }
              data-testid={`ld-rowbtn-${v}`}
            >
              {t(`visualdev.list.btn.${v}`)}
            </Checkbox>
          ))}
        </Space>
      </Form.Item>
      <Form.Item label={t('visualdev.list.customBtns')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {cd.customBtnsList.map((b, i) => {
            const type = b.event?.btnType ?? 1;
            return (
              <div key={b.value} className="ld-custom" data-testid="ld-custom-btn">
                <Space wrap>
                  <Input
                    size="small"
                    maxLength={200}
                    value={b.label}
                    aria-label={t('visualdev.list.customLabel')}
                    placeholder={t('visualdev.list.customLabel')}
                    onChange={(e) => setCustom(i, { label: e.target.value })}
                  />
                  <Select
                    size="small"
                    value={type}
                    aria-label={t('visualdev.list.customType')}
                    onChange={(v: 1 | 2 | 3) => setEvent(i, { btnType: v })}
                    options={([1, 2, 3] as const).map((v) => ({
                      value: v,
                      label: t(`visualdev.list.customType.${v}`),
                    }))}
                    style={{ width: 140 }}
                  />
                  <Button
                    size="small"
                    danger
                    onClick={() => patch({ customBtnsList: cd.customBtnsList.filter((_, j) => j !== i) })}
                  >
                    {t('visualdev.list.remove')}
                  </Button>
                </Space>
                {type === 1 && (
                  <Input
                    size="small"
                    maxLength={64}
                    value={String(b.event?.modelId ?? '')}
                    aria-label={t('visualdev.list.customModelId')}
                    placeholder={t('visualdev.list.customModelId')}
                    onChange={(e) => setEvent(i, { modelId: e.target.value })}
                  />
                )}
                {type === 2 && (
                  <Input.TextArea
                    rows={3}
                    maxLength={65536}
                    value={String(b.event?.func ?? '')}
                    aria-label={t('visualdev.list.customFunc')}
                    placeholder="({ data, index, refresh, onlineUtils }) => {}"
                    onChange={(e) => setEvent(i, { func: e.target.value })}
                  />
                )}
                {type === 3 && (
                  <Space wrap>
                    <InterfaceSelect
                      id={`ld-custom-api-${i}`}
                      ariaLabel={t('visualdev.list.customInterface')}
                      value={String(b.event?.interfaceId ?? '')}
                      onChange={(id, name) =>
                        setEvent(i, { interfaceId: id, interfaceName: name, templateJson: [] })
                      }
                    />
                    <Checkbox
                      checked={b.event?.useConfirm === true}
                      onChange={(e) => setEvent(i, { useConfirm: e.target.checked })}
                    >
                      {t('visualdev.list.customConfirm')}
                    </Checkbox>
                    <Checkbox
                      checked={b.event?.isRefresh === true}
                      onChange={(e) => setEvent(i, { isRefresh: e.target.checked })}
                    >
                      {t('visualdev.list.customRefresh')}
                    </Checkbox>
                  </Space>
                )}
              </div>
            );
          })}
          <Button
            size="small"
            disabled={cd.customBtnsList.length >= 50}
            data-testid="ld-custom-add"
            onClick={() =>
              patch({
                customBtnsList: [...cd.customBtnsList, makeCustomButton(t('visualdev.list.customDefault'))],
              })
            }
          >
            {t('visualdev.list.customAdd')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
