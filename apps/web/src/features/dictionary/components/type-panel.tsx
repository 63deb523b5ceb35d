import { Button, Collapse, Empty, Input, Space, Spin, Tag, Tooltip, Tree, Upload } from 'antd';
import type { DictionaryTypeNode } from '@tessera/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/permission';

interface TreeItem {
  key: string;
  title: ReactNode;
  children?: TreeItem[];
}

const toTreeData = (nodes: readonly DictionaryTypeNode[], treeTag: string): TreeItem[] =>
  nodes.map((n) => ({
    key: n.id,
    title: (
      <span
        data-testid={`type-node-${n.enCode}`}
        className={n.enabledMark === 0 ? 'dictionary-off' : undefined}
      >
        {n.fullName}
        {n.isTree === 1 && (
          <Tag className="dictionary-tree-tag" bordered={false}>
            {treeTag}
          </Tag>
        )}
      </span>
    ),
    ...(n.children.length ? { children: toTreeData(n.children, treeTag) } : {}),
  }));

/**
 * The list page's tree slot: the searchable type tree and the type actions. On narrow screens it folds
 * above the table, open until a type is picked, its header naming the picked type.
 */
export function TypePanel(props: {
  compact: boolean;
  types: readonly DictionaryTypeNode[];
  loading: boolean;
  selected?: DictionaryTypeNode;
  onSelect: (id: string | undefined) => void;
  onSearch: (keyword: string | undefined) => void;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
}) {
  const { t } = useTranslation();
  const { types, selected } = props;
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(true);
  const treeData = toTreeData(types, t('dictionary.treeTag'));
  const pick = (id: string | undefined) => {
    props.onSelect(id);
    if (id && props.compact) setOpen(false);
  };
  const body = (
    <>
      <Input.Search
        allowClear
        size="middle"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => props.onSearch(v.trim() || undefined)}
        placeholder={t('dictionary.typeKeyword')}
        aria-label={t('dictionary.typeKeyword')}
        data-testid="type-keyword"
      />
      <Space size={4} wrap className="dictionary-type-actions">
        <Auth code="btn_add">
          <Button size="small" type="primary" onClick={props.onAdd} data-testid="type-add">
            {t('dictionary.add')}
          </Button>
        </Auth>
        <Auth code="btn_edit">
          <Button size="small" disabled={!selected} onClick={props.onEdit} data-testid="type-edit">
            {t('dictionary.edit')}
          </Button>
        </Auth>
        <Auth code="btn_remove">
          <Button size="small" danger disabled={!selected} onClick={props.onDelete} data-testid="type-delete">
            {t('dictionary.delete')}
          </Button>
        </Auth>
        <Auth code="btn_download">
          <Button size="small" disabled={!selected} onClick={props.onExport} data-testid="type-export">
            {t('dictionary.export')}
          </Button>
        </Auth>
        <Auth code="btn_upload">
          <Tooltip title={t('dictionary.importHint')}>
            <Upload
              accept=".json,application/json"
              showUploadList={false}
              beforeUpload={(file) => {
                props.onImport(file);
                return false;
              }}
            >
              <Button size="small" data-testid="type-import">
                {t('dictionary.import')}
              </Button>
            </Upload>
          </Tooltip>
        </Auth>
      </Space>
      <Spin spinning={props.loading} wrapperClassName="dictionary-type-tree">
        {treeData.length ? (
          <Tree
            blockNode
            defaultExpandAll
            key={types.length}
            treeData={treeData}
            selectedKeys={selected ? [selected.id] : []}
            onSelect={(keys) => pick(keys[0] === undefined ? undefined : String(keys[0]))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dictionary.noTypes')} />
        )}
      </Spin>
    </>
  );
  if (!props.compact)
    return (
      <div className="admin-split-tree dictionary-types" data-testid="dictionary-types">
        {body}
      </div>
    );
  return (
    <Collapse
      size="small"
      activeKey={open ? ['types'] : []}
      onChange={(keys) => setOpen(keys.length > 0)}
      items={[
        {
          key: 'types',
          label: selected ? t('dictionary.typePicked', { name: selected.fullName }) : t('dictionary.types'),
          children: <div className="dictionary-types">{body}</div>,
        },
      ]}
      data-testid="dictionary-types"
    />
  );
}
