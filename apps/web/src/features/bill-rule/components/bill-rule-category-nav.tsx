import { Menu, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The menu key of "all categories". */
const ALL = '__all__';

/** Props of {@link BillRuleCategoryNav}. */
export interface BillRuleCategoryNavProps {
  categories: { value: string; label: string }[];
  value?: string;
  /** Narrow screens: a select above the table instead of a menu at the left. */
  compact: boolean;
  onChange: (categoryId: string | undefined) => void;
}

/** The business-category filter of the numbering rules. */
export function BillRuleCategoryNav({ categories, value, compact, onChange }: BillRuleCategoryNavProps) {
  const { t } = useTranslation();
  const items = [
    { key: ALL, label: t('billRule.allCategories') },
    ...categories.map((c) => ({ key: c.value, label: c.label })),
  ];
  const pick = (key: string) => onChange(key === ALL ? undefined : key);
  if (compact)
    return (
      <Select
        value={value ?? ALL}
        aria-label={t('billRule.field.categoryId')}
        options={items.map((m) => ({ value: m.key, label: m.label }))}
        onChange={pick}
      />
    );
  return (
    <nav className="admin-split-tree" aria-label={t('billRule.field.categoryId')}>
      <Menu
        mode="inline"
        selectedKeys={[value ?? ALL]}
        items={items}
        onClick={({ key }) => pick(key)}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
