import { DeleteOutlined } from '@ant-design/icons';
import { childrenOf } from '@tessera/shared';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { list, type PropEditorProps } from './editor-props';

interface HeaderGroup {
  id: string;
  fullName: string;
  align: string;
  childColumns: string[];
}

/** Grouped headers of a sub-table (`complexHeaderList`): a name over some of its columns. */
export function SubTableHeadersEditor({ field, setConfig }: PropEditorProps) {
  const { t } = useTranslation();
  const groups = list<HeaderGroup>(field.__config__.complexHeaderList);
  const columns = childrenOf(field)
    .filter((c) => c.__vModel__)
    .map((c) => ({ value: c.__vModel__ ?? '', label: String(c.__config__.label ?? c.__vModel__) }));
  const write = (next: HeaderGroup[]) => setConfig('complexHeaderList', next);
  const put = (i: number, patch: Partial<HeaderGroup>) =>
    write(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  // a column sits under one header only
  const taken = (i: number) => new Set(groups.flatMap((g, j) => (j === i ? [] : g.childColumns)));
  return (
    <Form.Item label={t('visualdev.props.headerGroups')}>
      {groups.map((g, i) => (
        <div key={g.id} className="vd-option-row" data-testid="header-group-row">
          <Input
            size="small"
            maxLength={50}
            value={g.fullName}
            aria-label={t('visualdev.props.headerGroupName')}
            placeholder={t('visualdev.props.headerGroupName')}
            onChange={(e) => put(i, { fullName: e.target.value })}
          />
          <Select
            size="small"
            mode="multiple"
            aria-label={t('visualdev.props.headerGroupColumns')}
            placeholder={t('visualdev.props.headerGroupColumns')}
            value={g.childColumns}
            onChange={(v: string[]) => put(i, { childColumns: v })}
            options={columns.filter((c) => !taken(i).has(c.value))}
            style={{ minWidth: 140 }}
          />
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('visualdev.props.headerGroupRemove')}
            onClick={() => write(groups.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        onClick={() =>
          write([
            ...groups,
            { id: `h${Date.now().toString(36)}`, fullName: '', align: 'center', childColumns: [] },
          ])
        }
      >
        {t('visualdev.props.headerGroupAdd')}
      </Button>
    </Form.Item>
  );
}
