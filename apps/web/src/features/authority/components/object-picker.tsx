import { Input, Segmented, Spin, Tree, Typography } from 'antd';
import { AUTHORITY_OBJECT_TYPES, type AuthorityObjectType } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useGrantObjects } from '../api/authority-queries';
import type { GrantObject } from '../api/objects-api';

/** The picked object. */
export interface PickedObject {
  type: AuthorityObjectType;
  id: string;
  name: string;
}

/** Props of {@link ObjectPicker}. */
export interface ObjectPickerProps {
  value: PickedObject | undefined;
  onChange: (picked: PickedObject | undefined) => void;
}

interface DataNode {
  key: string;
  title: React.ReactNode;
  name: string;
  children: DataNode[];
}

const toData = (nodes: GrantObject[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    name: n.fullName,
    title: (
      <span className="authorize-object" data-testid={`authorize-object-${n.fullName}`}>
        <span>{n.fullName}</span>
        {n.hint ? (
          <Typography.Text type="secondary" className="authorize-code">
            {n.hint}
          </Typography.Text>
        ) : null}
      </span>
    ),
    children: toData(n.children),
  }));

/** Left side of the page: object type, keyword and the matching roles, positions, organisations, groups or users. */
export function ObjectPicker({ value, onChange }: ObjectPickerProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<AuthorityObjectType>(value?.type ?? 'Role');
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useGrantObjects(type, keyword);
  const nodes = toData(data ?? []);

  return (
    <div className="authorize-picker" data-testid="authorize-picker">
      <div className="authorize-types">
        <Segmented<AuthorityObjectType>
          value={type}
          onChange={(next) => {
            setType(next);
            setKeyword('');
            onChange(undefined);
          }}
          options={AUTHORITY_OBJECT_TYPES.map((o) => ({ value: o, label: t(`authorize.type.${o}`) }))}
          data-testid="authorize-type"
        />
      </div>
      <Input.Search
        key={type}
        allowClear
        placeholder={t('authorize.keyword')}
        aria-label={t('authorize.keyword')}
        onSearch={(v) => setKeyword(v.trim())}
        data-testid="authorize-keyword"
      />
      <Spin spinning={isFetching}>
        <div className="authorize-object-list">
          {nodes.length ? (
            <Tree<DataNode>
              blockNode
              defaultExpandAll
              key={`${type}:${keyword}:${nodes.length}`}
              treeData={nodes}
              selectedKeys={value ? [value.id] : []}
              onSelect={(_, info) =>
                info.selected && onChange({ type, id: String(info.node.key), name: info.node.name })
              }
            />
          ) : (
            <EmptyState />
          )}
        </div>
      </Spin>
    </div>
  );
}
