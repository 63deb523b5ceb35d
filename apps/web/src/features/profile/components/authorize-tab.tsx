import { Empty, Skeleton, Tag, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthorizeMenu } from '@tessera/shared';
import type { MessageKey } from '@/locales/zh';
import { useAuthorize } from '../api/profile-queries';

/** The menu's name in the user's language when the catalogue has one. */
function useMenuName() {
  const { t, i18n } = useTranslation();
  return (menu: AuthorizeMenu) => {
    const key = `route.${menu.enCode}` as MessageKey;
    return i18n.exists(key) ? t(key) : menu.fullName;
  };
}

/** Every menu the user may open, with the buttons, columns and forms granted on it. */
export function AuthorizeTab() {
  const { t } = useTranslation();
  const name = useMenuName();
  const { data } = useAuthorize();
  if (!data) return <Skeleton active />;
  if (!data.length) return <Empty />;
  const toNode = (menu: AuthorizeMenu): TreeDataNode => ({
    key: menu.id,
    title: (
      <span>
        {name(menu)}
        {menu.buttons.length ? (
          <Tag style={{ marginInlineStart: 8 }}>
            {t('profile.authorize.buttons', { n: menu.buttons.length })}
          </Tag>
        ) : null}
        {menu.columns.length ? <Tag>{t('profile.authorize.columns', { n: menu.columns.length })}</Tag> : null}
        {menu.forms.length ? <Tag>{t('profile.authorize.forms', { n: menu.forms.length })}</Tag> : null}
      </span>
    ),
    children: menu.children.map(toNode),
  });
  return <Tree treeData={data.map(toNode)} defaultExpandAll selectable={false} blockNode />;
}
