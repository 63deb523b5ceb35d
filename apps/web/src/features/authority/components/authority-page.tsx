import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/components/permission';
import { EmptyState } from '@/components/empty-state';
import { EffectiveDrawer } from './effective-drawer';
import { GrantEditor } from './grant-editor';
import { ObjectPicker, type PickedObject } from './object-picker';
import './authority.css';

/** permission/authorize: pick a role, position, organisation, group or user and edit its grants. */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const title = useMenuTitle(t('authorize.title'));
  const [picked, setPicked] = useState<PickedObject>();
  const [effectiveOf, setEffectiveOf] = useState<string>();

  return (
    <Card className="authorize-page" data-testid="authorize-page">
      <Typography.Title level={1} className="authorize-title">
        {title}
      </Typography.Title>
      <div className="authorize-split">
        <ObjectPicker value={picked} onChange={setPicked} />
        <div className="authorize-main">
          {picked ? (
            <GrantEditor
              objectType={picked.type}
              objectId={picked.id}
              objectName={picked.name}
              onEffective={picked.type === 'User' ? () => setEffectiveOf(picked.id) : undefined}
            />
          ) : (
            <EmptyState description={t('authorize.pickObject')} testId="authorize-pick" />
          )}
        </div>
      </div>
      <EffectiveDrawer userId={effectiveOf} onClose={() => setEffectiveOf(undefined)} />
    </Card>
  );
}
