import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField, NameField } from '@/components/form-fields';
import { TranslatedNameFields, translatedNameTexts } from '@/components/translated-names';

/** A node of a parent choice (a type or an item, with its children). */
interface ParentNode {
  id: string;
  fullName: string;
  children?: readonly ParentNode[];
}

interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

const toOptions = (nodes: readonly ParentNode[]): ParentOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    ...(n.children?.length ? { children: toOptions(n.children) } : {}),
  }));

/** Props of {@link ParentField}. */
export interface ParentFieldProps {
  label: string;
  /** The top level: its value ("-1" for types, "0" for items) and name. */
  root: { value: string; title: string };
  nodes: readonly ParentNode[] | undefined;
  loading: boolean;
}

/** The parent of a type or an item: the top level with the tree below it. */
export function ParentField({ label, root, nodes, loading }: ParentFieldProps) {
  return (
    <Form.Item name="parentId" label={label}>
      <TreeSelect
        treeData={[{ ...root, children: toOptions(nodes ?? []) }]}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        loading={loading}
        aria-label={label}
      />
    </Form.Item>
  );
}

/** Name, name in other languages and code of a type (`labels` "type") or an item ("field"). */
export function NamingFields({ labels, testIdPrefix }: { labels: 'type' | 'field'; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <NameField
        label={t(`dictionary.${labels}.fullName`)}
        requiredMessage={t('dictionary.required.fullName')}
        testId={`${testIdPrefix}fullName`}
      />
      <TranslatedNameFields texts={translatedNameTexts(t, 'dictionary')} />
      <CodeField
        label={t(`dictionary.${labels}.enCode`)}
        requiredMessage={t('dictionary.required.enCode')}
        testId={`${testIdPrefix}enCode`}
      />
    </>
  );
}
