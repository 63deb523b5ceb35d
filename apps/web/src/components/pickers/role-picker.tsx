import { GLOBAL_ROLE_CATEGORY_ID } from '@tessera/shared';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerShell } from './picker-shell';
import { pickersApi } from './pickers-api';
import type { PickerNode } from './tree-data';
import { TreePane } from './tree-pane';
import type { PickerProps } from './types';
import { useKnown, usePickerTree } from './use-picker-tree';

const ROLE_TYPES = ['role'] as const;

/** Splits the role tree into organisation roles and the global category (id "1"). */
export function splitRoleTree(nodes: readonly PickerNode[]): {
  organize: PickerNode[];
  global: PickerNode[];
} {
  const globalNode = nodes.find((n) => n.id === GLOBAL_ROLE_CATEGORY_ID && n.type !== 'role');
  return {
    organize: nodes.filter((n) => n !== globalNode),
    global: globalNode?.children ?? [],
  };
}

/**
 * 选择角色: tabs 组织 (roles under their organisations) and 全局 (global roles), opening on 全局 when
 * no organisation holds a role. Value: role ids.
 */
export function RolePicker(props: PickerProps) {
  const { t } = useTranslation();
  const all = usePickerTree(['roles'], pickersApi.roles);
  const parts = useMemo(() => splitRoleTree(all.nodes), [all.nodes]);
  const known = useKnown(parts.global, parts.organize);
  return (
    <PickerShell {...props} title={t('pickers.title.role')} known={known}>
      {(context) => (
        <Tabs
          size="small"
          defaultActiveKey={parts.organize.length || !parts.global.length ? 'organize' : 'global'}
          items={[
            {
              key: 'organize',
              label: t('pickers.tab.organize'),
              children: (
                <div className="tessera-picker-main">
                  <TreePane
                    nodes={parts.organize}
                    types={ROLE_TYPES}
                    context={context}
                    loading={all.loading}
                    testId="role-picker-organize"
                  />
                </div>
              ),
            },
            {
              key: 'global',
              label: t('pickers.tab.global'),
              children: (
                <div className="tessera-picker-main">
                  <TreePane
                    nodes={parts.global}
                    types={ROLE_TYPES}
                    context={context}
                    loading={all.loading}
                    testId="role-picker-global"
                  />
                </div>
              ),
            },
          ]}
        />
      )}
    </PickerShell>
  );
}
