import {
  checkColumnData,
  LIST_PAGE_SIZES,
  LIST_PERMISSION_SWITCHES,
  type ColumnData,
  type FormData,
  type ListSearchField,
} from '@tessera/shared';
import { Alert, Button, Checkbox, Form, Radio, Select, Space, Switch, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { ButtonsPanel } from './buttons-panel';
import { ColumnList } from './column-list';
import { LayoutPanel } from './layout-panel';
import {
  finalColumnData,
  initialColumnData,
  KEYWORD_MAX,
  listCandidates,
  setSearch,
  syncWithForm,
  toggleColumn,
  toggleSearch,
  type ListCandidate,
} from './list-model';
import './list-designer.css';

/** Props of {@link ListDesigner}. */
export interface ListDesignerProps {
  /** The form design (the saved one) whose fields the list shows. */
  formData: FormData;
  /** The stored list design (JSON text; empty for a new design). */
  columnData: string | null | undefined;
  /** Stores the list design; rejects (after showing why) when refused. */
  onSave: (columnData: ColumnData) => Promise<unknown>;
  /** Reports whether the list design differs from the last saved one. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Extra buttons of the header (close). */
  extra?: ReactNode;
  /** Opens the generated page's preview with the list design as it is now (a button when given). */
  onPagePreview?: (columnData: ColumnData) => void;
  /** Told the list design after every change (the form designer's page preview reads it). */
  onDraft?: (columnData: ColumnData) => void;
}

/**
 * The list design (columnData) of a form-and-list design: layout, columns, search fields, sort,
 * paging and summaries, buttons and the permission switches; checked against the form before save.
 */
export function ListDesigner(props: ListDesignerProps) {
  const { formData, columnData, onSave, onDirtyChange, extra, onPagePreview, onDraft } = props;
  const { t } = useTranslation();
  const candidates = useMemo(() => listCandidates(formData), [formData]);
  const first = useMemo(
    () => syncWithForm(initialColumnData(columnData), candidates),
    [columnData, candidates],
  );
  const [cd, setCd] = useState<ColumnData>(first.columnData);
  const [removed, setRemoved] = useState<string[]>(first.removed);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [keywordRefused, setKeywordRefused] = useState(false);
  const saved = useRef(first.columnData);
  const last = useRef({ columnData, candidates });
  useEffect(() => {
    const before = last.current;
    last.current = { columnData, candidates };
    if (before.columnData !== columnData) {
      // stored again: start from what is stored
      setCd(first.columnData);
      setRemoved(first.removed);
      saved.current = first.columnData;
    } else if (before.candidates !== candidates) {
      // the form changed: keep the edits, drop what left the form and say so
      const r = syncWithForm(cd, candidates);
      setCd(r.columnData);
      if (r.removed.length > 0) setRemoved((x) => [...new Set([...x, ...r.removed])]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first]);
  const dirty = cd !== saved.current || removed.length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => onDraft?.(cd), [cd, onDraft]);
  const patch = (p: Partial<ColumnData>) => setCd((c) => ({ ...c, ...p }));
  const labelOf = (id: string) => candidates.find((c) => c.id === id)?.label ?? id;
  const mainFields = candidates.filter((c) => c.search);
  const fieldOptions = (list: readonly ListCandidate[]) => list.map((c) => ({ value: c.id, label: c.label }));

  const save = async () => {
    const next = finalColumnData(cd, candidates);
    const found = checkColumnData(next, formData).map((p) =>
      t(`visualdev.list.problem.${p.code}`, {
        ...p.params,
        field:
          p.code === 'columnDataTypeNeedsField'
            ? t(`visualdev.list.${String(p.params.field)}`)
            : labelOf(String(p.params.field ?? '')),
      }),
    );
    setProblems(found);
    if (found.length > 0) return;
    setSaving(true);
    try {
      await onSave(next);
      saved.current = next;
      setCd(next);
      setRemoved([]);
      feedback.success(t('visualdev.list.saved'));
    } catch {
      // the call showed why
    } finally {
      setSaving(false);
    }
  };

  const layout = <LayoutPanel cd={cd} patch={patch} fields={fieldOptions(mainFields)} />;

  const columnPicker = (
    <div className="ld-two">
      <fieldset className="ld-pick" data-testid="ld-column-pick">
        <legend>{t('visualdev.list.pickColumns')}</legend>
        {candidates.length === 0 && <p className="ld-empty">{t('visualdev.list.noFields')}</p>}
        {candidates
          .filter((c) => c.column)
          .map((c) => (
            <Checkbox
              key={c.id}
              checked={cd.columnList.some((x) => x.prop === c.id)}
              onChange={(e) => setCd((x) => toggleColumn(x, c, e.target.checked))}
              data-testid={`ld-pick-column-${c.id}`}
            >
              {c.label}
            </Checkbox>
          ))}
      </fieldset>
      <div className="ld-chosen">
        <Typography.Text strong>{t('visualdev.list.columns')}</Typography.Text>
        <ColumnList value={cd} onChange={setCd} />
      </div>
    </div>
  );

  const setSearchOr = (prop: string, p: Partial<ListSearchField>) => {
    const next = setSearch(cd, prop, p);
    setKeywordRefused(!next);
    if (next) setCd(next);
  };
  const search = (
    <div className="ld-two">
      <fieldset className="ld-pick" data-testid="ld-search-pick">
        <legend>{t('visualdev.list.pickSearch')}</legend>
        {mainFields.map((c) => (
          <Checkbox
            key={c.id}
            checked={cd.searchList.some((x) => x.prop === c.id)}
            onChange={(e) => setCd((x) => toggleSearch(x, c, e.target.checked))}
            data-testid={`ld-pick-search-${c.id}`}
          >
            {c.label}
          </Checkbox>
        ))}
      </fieldset>
      <div className="ld-chosen">
        <Typography.Text strong>{t('visualdev.list.searchFields')}</Typography.Text>
        <Typography.Paragraph type="secondary">
          {t('visualdev.list.keywordHelp', { max: KEYWORD_MAX })}
        </Typography.Paragraph>
        {keywordRefused && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={t('visualdev.list.keywordLimit', { max: KEYWORD_MAX })}
          />
        )}
        {cd.searchList.length === 0 && <p className="ld-empty">{t('visualdev.list.noSearch')}</p>}
        {cd.searchList.map((s) => {
          const name = s.label ?? s.prop;
          return (
            <div key={s.prop} className="ld-column" data-testid={`ld-search-${s.prop}`}>
              <span className="ld-column-name">{name}</span>
              <span className="ld-column-settings">
                <Select
                  size="small"
                  value={s.searchType}
                  aria-label={t('visualdev.list.searchType', { name })}
                  data-testid={`ld-search-type-${s.prop}`}
                  onChange={(v) => setSearchOr(s.prop, { searchType: v })}
                  options={([1, 2, 3] as const).map((v) => ({
                    value: v,
                    label: t(`visualdev.list.searchType.${v}`),
                  }))}
                  style={{ width: 110 }}
                />
                <Checkbox
                  checked={s.searchMultiple}
                  onChange={(e) => setSearchOr(s.prop, { searchMultiple: e.target.checked })}
                  data-testid={`ld-search-multiple-${s.prop}`}
                >
                  {t('visualdev.list.searchMultiple')}
                </Checkbox>
                <Checkbox
                  checked={s.isKeyword}
                  onChange={(e) => setSearchOr(s.prop, { isKeyword: e.target.checked })}
                  data-testid={`ld-search-keyword-${s.prop}`}
                >
                  {t('visualdev.list.isKeyword')}
                </Checkbox>
              </span>
            </div>
          );
        })}
        <Form.Item label={t('visualdev.list.hasSuperQuery')} className="ld-inline">
          <Switch
            checked={cd.hasSuperQuery}
            onChange={(v) => patch({ hasSuperQuery: v })}
            aria-label={t('visualdev.list.hasSuperQuery')}
            data-testid="ld-hasSuperQuery"
          />
        </Form.Item>
      </div>
    </div>
  );

  const sortKeys = candidates.filter((c) => !c.table);
  const table = (
    <Form layout="vertical" className="ld-form">
      <Form.Item label={t('visualdev.list.defaultSort')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {cd.defaultSortConfig.map((s, i) => (
            <Space key={s.id ?? i} wrap>
              <Select
                size="small"
                aria-label={t('visualdev.list.sortField')}
                value={s.field}
                style={{ minWidth: 160 }}
                onChange={(v: string) =>
                  patch({
                    defaultSortConfig: cd.defaultSortConfig.map((x, j) => (j === i ? { ...x, field: v } : x)),
                  })
                }
                options={fieldOptions(sortKeys)}
              />
              <Select
                size="small"
                aria-label={t('visualdev.list.sortOrder')}
                value={s.sort}
                onChange={(v: 'asc' | 'desc') =>
                  patch({
                    defaultSortConfig: cd.defaultSortConfig.map((x, j) => (j === i ? { ...x, sort: v } : x)),
                  })
                }
                options={(['asc', 'desc'] as const).map((v) => ({
                  value: v,
                  label: t(`visualdev.list.sort.${v}`),
                }))}
              />
              <Button
                size="small"
                danger
                onClick={() => patch({ defaultSortConfig: cd.defaultSortConfig.filter((_, j) => j !== i) })}
              >
                {t('visualdev.list.remove')}
              </Button>
            </Space>
          ))}
          <Button
            size="small"
            disabled={sortKeys.length === 0 || cd.defaultSortConfig.length >= 10}
            onClick={() =>
              patch({
                defaultSortConfig: [
                  ...cd.defaultSortConfig,
                  { id: String(Date.now()), field: sortKeys[0]!.id, sort: 'desc' },
                ],
              })
            }
          >
            {t('visualdev.list.addSort')}
          </Button>
        </Space>
      </Form.Item>
      <Form.Item label={t('visualdev.list.hasPage')} className="ld-inline">
        <Switch
          checked={cd.hasPage}
          onChange={(v) => patch({ hasPage: v })}
          aria-label={t('visualdev.list.hasPage')}
          data-testid="ld-hasPage"
        />
      </Form.Item>
      {cd.hasPage && (
        <Form.Item label={t('visualdev.list.pageSize')}>
          <Radio.Group
            value={cd.pageSize}
            optionType="button"
            onChange={(e) => patch({ pageSize: e.target.value as number })}
            options={LIST_PAGE_SIZES.map((v) => ({ value: v, label: String(v) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('visualdev.list.showSummary')} className="ld-inline">
        <Switch
          checked={cd.showSummary}
          onChange={(v) => patch({ showSummary: v })}
          aria-label={t('visualdev.list.showSummary')}
          data-testid="ld-showSummary"
        />
      </Form.Item>
      {cd.showSummary && (
        <Form.Item label={t('visualdev.list.summaryField')}>
          <Select
            mode="multiple"
            aria-label={t('visualdev.list.summaryField')}
            value={cd.summaryField}
            onChange={(v: string[]) => patch({ summaryField: v })}
            options={cd.columnList
              .filter((c) => ['numInput', 'calculate'].includes(String(c.jnpfKey)))
              .map((c) => ({ value: c.prop, label: c.label ?? c.prop }))}
            notFoundContent={t('visualdev.list.summaryNone')}
          />
        </Form.Item>
      )}
    </Form>
  );

  const buttons = <ButtonsPanel cd={cd} patch={patch} />;

  const permissions = (
    <Form layout="vertical" className="ld-form">
      {LIST_PERMISSION_SWITCHES.map((key) => (
        <Form.Item key={key} label={t(`visualdev.list.${key}`)} help={t(`visualdev.list.${key}.help`)}>
          <Switch
            checked={cd[key]}
            onChange={(v) => patch({ [key]: v })}
            aria-label={t(`visualdev.list.${key}`)}
            data-testid={`ld-${key}`}
          />
        </Form.Item>
      ))}
    </Form>
  );

  return (
    <div className="ld-designer" data-testid="ld-designer">
      <div className="ld-toolbar">
        <Typography.Text type="secondary">{t('visualdev.list.savedFormHint')}</Typography.Text>
        <Space wrap>
          {onPagePreview && (
            <Button
              onClick={() => onPagePreview(finalColumnData(cd, candidates))}
              data-testid="ld-page-preview"
            >
              {t('visualdev.list.pagePreview')}
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="ld-save">
            {t('visualdev.list.save')}
          </Button>
          {extra}
        </Space>
      </div>
      {removed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRemoved([])}
          data-testid="ld-removed"
          title={t('visualdev.list.removedNotice', { names: removed.join(', ') })}
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="ld-problems"
          title={t('visualdev.list.problems')}
          description={
            <ul className="ld-problem-list">
              {problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      <Tabs
        className="ld-tabs"
        items={[
          { key: 'layout', label: t('visualdev.list.tab.layout'), children: layout },
          { key: 'columns', label: t('visualdev.list.tab.columns'), children: columnPicker },
          { key: 'search', label: t('visualdev.list.tab.search'), children: search },
          { key: 'table', label: t('visualdev.list.tab.table'), children: table },
          { key: 'buttons', label: t('visualdev.list.tab.buttons'), children: buttons },
          { key: 'permissions', label: t('visualdev.list.tab.permissions'), children: permissions },
        ]}
      />
    </div>
  );
}
