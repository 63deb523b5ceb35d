import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A column a picker's dialog shows: the record field and its heading. */
export interface ColumnOption {
  value: string;
  label: string;
}

/** The columns of a picker's dialog (popup select, sub-table add dialog): field, heading, add and remove. */
export function ColumnOptionsEditor({
  columns,
  onChange,
  rowTestId,
}: {
  columns: readonly ColumnOption[];
  onChange: (next: ColumnOption[]) => void;
  rowTestId: string;
}) {
  const { t } = useTranslation();
  const setColumn = (i: number, patch: Partial<ColumnOption>) =>
    onChange(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <Form.Item label={t('visualdev.props.columnOptions')}>
      {columns.map((c, i) => (
        <div key={i} className="vd-option-row" data-testid={rowTestId}>
          <Input
            value={c.value}
            placeholder={t('visualdev.props.columnField')}
            aria-label={t('visualdev.props.columnField')}
            onChange={(e) => setColumn(i, { value: e.target.value.trim() })}
          />
          <Input
            value={c.label}
            placeholder={t('visualdev.props.columnLabel')}
            aria-label={t('visualdev.props.columnLabel')}
            onChange={(e) => setColumn(i, { label: e.target.value })}
          />
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('visualdev.props.columnRemove')}
            onClick={() => onChange(columns.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button size="small" onClick={() => onChange([...columns, { value: '', label: '' }])}>
        {t('visualdev.props.columnAdd')}
      </Button>
    </Form.Item>
  );
}
