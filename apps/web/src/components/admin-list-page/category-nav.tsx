import { Menu, Select } from 'antd';

/** The menu key of "all categories". */
const ALL = '__all__';

/** Props of {@link CategoryNav}. */
export interface CategoryNavProps {
  /** Name of the filter, read by screen readers. */
  label: string;
  /** Text of the entry that clears the filter. */
  allLabel: string;
  categories: { value: string; label: string }[];
  value?: string;
  /** Narrow screens: a select above the table instead of a menu at the left. */
  compact: boolean;
  onChange: (categoryId: string | undefined) => void;
}

/** A category filter for the list page's tree slot: a menu at the left, a select on narrow screens. */
export function CategoryNav({ label, allLabel, categories, value, compact, onChange }: CategoryNavProps) {
  const items = [{ key: ALL, label: allLabel }, ...categories.map((c) => ({ key: c.value, label: c.label }))];
  const pick = (key: string) => onChange(key === ALL ? undefined : key);
  if (compact)
    return (
      <Select
        value={value ?? ALL}
        aria-label={label}
        options={items.map((m) => ({ value: m.key, label: m.label }))}
        onChange={pick}
      />
    );
  return (
    <nav className="admin-split-tree" aria-label={label}>
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
