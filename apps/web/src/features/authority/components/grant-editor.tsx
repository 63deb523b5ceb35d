import { Button, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorityItemType, AuthorityObjectType, AuthorityValues } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/permission/auth';
import { feedback } from '@/lib/feedback';
import { authorityApi } from '../api/authority-api';
import { authorityKeys, useAuthorityValues } from '../api/authority-queries';
import { GRANT_TABS, onlyMenus, saveBody, selectionOf, type Selection } from '../authority-rules';
import { GrantTree } from './grant-tree';

/** Props of {@link GrantEditor}. */
export interface GrantEditorProps {
  objectType: AuthorityObjectType;
  objectId: string;
  objectName: string;
  /** Opens the effective permissions of a user. */
  onEffective?: () => void;
}

/** The grants of one object in tabs (systems, menus, buttons, columns, forms, schemes) with a save button. */
export function GrantEditor(props: GrantEditorProps) {
  const { objectType, objectId } = props;
  const { data } = useAuthorityValues(objectType, objectId);
  if (!data) return <Skeleton active data-testid="authorize-loading" />;
  // a new object (or a fresh answer after saving) starts a fresh selection
  return (
    <LoadedEditor key={`${objectType}:${objectId}:${data.granted.module.join()}`} {...props} values={data} />
  );
}

function LoadedEditor({
  objectType,
  objectId,
  objectName,
  onEffective,
  values,
}: GrantEditorProps & { values: AuthorityValues }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection>(() => selectionOf(values.granted));
  const [tab, setTab] = useState<AuthorityItemType>('module');
  const resourceTrees = useMemo(
    () => ({
      button: onlyMenus(values.button, selection.module),
      column: onlyMenus(values.column, selection.module),
      form: onlyMenus(values.form, selection.module),
      resource: onlyMenus(values.resource, selection.module),
    }),
    [values, selection.module],
  );
  const save = useMutation({
    mutationFn: () =>
      authorityApi.save(objectId, saveBody(objectType, values.module, resourceTrees, selection)),
    onSuccess: async () => {
      feedback.success(t('authorize.saved'));
      await queryClient.invalidateQueries({ queryKey: authorityKeys.all });
    },
  });
  const handleChange = (type: AuthorityItemType, next: Set<string>) =>
    setSelection((s) => ({ ...s, [type]: next }));
  const treeOf = (type: AuthorityItemType) =>
    type === 'system' ? values.system : type === 'module' ? values.module : resourceTrees[type];

  return (
    <div className="authorize-editor" data-testid="authorize-editor">
      <div className="authorize-editor-head">
        <Space wrap size={8}>
          <Tag color="blue">{t(`authorize.type.${objectType}`)}</Tag>
          <Typography.Text strong data-testid="authorize-object-name">
            {objectName}
          </Typography.Text>
        </Space>
        <Space wrap size={8}>
          {onEffective ? (
            <Button onClick={onEffective} data-testid="authorize-effective">
              {t('authorize.effective')}
            </Button>
          ) : null}
          <Auth code="btn_edit">
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="authorize-save"
            >
              {t('authorize.save')}
            </Button>
          </Auth>
        </Space>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as AuthorityItemType)}
        items={GRANT_TABS.map((type) => ({
          key: type,
          label: (
            <span data-testid={`authorize-tab-${type}`}>
              {t(`authorize.tab.${type}`)} ({selection[type].size})
            </span>
          ),
          children: (
            <GrantTree
              tree={treeOf(type)}
              type={type}
              selection={selection}
              onChange={handleChange}
              emptyText={
                type === 'system' || type === 'module' ? t('authorize.nothing') : t('authorize.pickMenus')
              }
            />
          ),
        }))}
      />
    </div>
  );
}
