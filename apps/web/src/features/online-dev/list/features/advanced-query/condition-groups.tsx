import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { advancedQuerySymbolsFor } from '@tessera/shared';
import { Button, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SYMBOL_KEYS } from './locales';
import {
  needsValue,
  newGroup,
  newItem,
  withField,
  withSymbol,
  type QueryDraft,
  type QueryField,
  type QueryGroup,
  type QueryItem,
} from './query-model';
import { ValueInput } from './value-input';

/** Props of {@link ConditionGroups}. */
export interface ConditionGroupsProps {
  fields: readonly QueryField[];
  draft: QueryDraft;
  onChange: (draft: QueryDraft) => void;
}

/**
 * The conditions of an advanced query: groups joined by the match logic, each holding conditions
 * joined by its own logic; a condition is a field, a symbol valid for its widget, and a value.
 */
export function ConditionGroups({ fields, draft, onChange }: ConditionGroupsProps) {
  const { t } = useTranslation();
  const byId = new Map(fields.map((f) => [f.id, f]));
  const setGroup = (key: string, next: (g: QueryGroup) => QueryGroup | undefined) =>
    onChange({
      ...draft,
      groups: draft.groups.flatMap((g) => (g.key === key ? (next(g) ?? []) : [g])),
    });
  const setItem = (group: QueryGroup, key: string, next: (i: QueryItem) => QueryItem | undefined) =>
    setGroup(group.key, (g) => {
      const items = g.items.flatMap((i) => (i.key === key ? (next(i) ?? []) : [i]));
      return items.length ? { ...g, items } : undefined;
    });
  const fieldOptions = fields.map((f) => ({ value: f.id, label: f.label }));

  return (
    <div className="online-aq-groups">
      <Radio.Group
        value={draft.matchLogic}
        onChange={(e) => onChange({ ...draft, matchLogic: e.target.value as 'and' | 'or' })}
        data-testid="online-aq-match"
        options={[
          { value: 'and', label: t('onlineDev.aq.matchAll') },
          { value: 'or', label: t('onlineDev.aq.matchAny') },
        ]}
      />
      {draft.groups.map((group, gi) => (
        <div className="online-aq-group" key={group.key} data-testid="online-aq-group">
          <div className="online-aq-group-head">
            <Select
              size="small"
              value={group.logic}
              onChange={(logic: 'and' | 'or') => setGroup(group.key, (g) => ({ ...g, logic }))}
              options={[
                { value: 'and', label: t('onlineDev.aq.groupAll') },
                { value: 'or', label: t('onlineDev.aq.groupAny') },
              ]}
              aria-label={`${t('onlineDev.aq.groupAll')} ${gi + 1}`}
              style={{ width: 150 }}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => setGroup(group.key, () => undefined)}
              aria-label={t('onlineDev.aq.removeGroup')}
              title={t('onlineDev.aq.removeGroup')}
            />
          </div>
          {group.items.map((item) => {
            const field = byId.get(item.field);
            const symbols = field ? advancedQuerySymbolsFor(field.jnpfKey) : [];
            return (
              <div className="online-aq-item" key={item.key} data-testid="online-aq-item">
                <Select
                  showSearch
                  optionFilterProp="label"
                  value={item.field || undefined}
                  placeholder={t('onlineDev.aq.field')}
                  options={fieldOptions}
                  onChange={(id: string) => {
                    const f = byId.get(id);
                    if (f) setItem(group, item.key, (i) => withField(i, f));
                  }}
                  aria-label={t('onlineDev.aq.field')}
                  data-testid="online-aq-field"
                  style={{ width: 180 }}
                />
                <Select
                  value={field ? item.symbol : undefined}
                  disabled={!field}
                  placeholder={t('onlineDev.aq.symbol')}
                  options={symbols.map((s) => ({
                    value: s,
                    label: t(`onlineDev.aq.symbol.${SYMBOL_KEYS[s]}`),
                  }))}
                  onChange={(s: (typeof symbols)[number]) =>
                    setItem(group, item.key, (i) => withSymbol(i, s))
                  }
                  aria-label={t('onlineDev.aq.symbol')}
                  data-testid="online-aq-symbol"
                  style={{ width: 130 }}
                />
                <div className="online-aq-value">
                  {field && needsValue(item.symbol) && (
                    <ValueInput
                      field={field}
                      symbol={item.symbol}
                      value={item.value}
                      onChange={(value) => setItem(group, item.key, (i) => ({ ...i, value }))}
                      label={`${field.label} ${t('onlineDev.aq.value')}`}
                    />
                  )}
                </div>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => setItem(group, item.key, () => undefined)}
                  aria-label={t('onlineDev.aq.removeItem')}
                  title={t('onlineDev.aq.removeItem')}
                />
              </div>
            );
          })}
          <Button
            size="small"
            type="link"
            icon={<PlusOutlined />}
            onClick={() => setGroup(group.key, (g) => ({ ...g, items: [...g.items, newItem()] }))}
            data-testid="online-aq-add-item"
          >
            {t('onlineDev.aq.addItem')}
          </Button>
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange({ ...draft, groups: [...draft.groups, newGroup()] })}
        data-testid="online-aq-add-group"
      >
        {t('onlineDev.aq.addGroup')}
      </Button>
    </div>
  );
}
