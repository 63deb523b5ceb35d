import type { MenuCategory, MenuSelectorNode, VisualDevItem } from '@tessera/shared';
import { Form, Modal, Select, Switch, TreeSelect, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { visualDevApi } from '../api/visualdev-api';
import { useInvalidateVisualDev, useReleaseDirectories, useReleaseSystems } from '../api/visualdev-queries';

type TreeNode = { value: string; title: string; children: TreeNode[] };
const toTree = (nodes: readonly MenuSelectorNode[]): TreeNode[] =>
  nodes.map((n) => ({ value: n.id, title: n.fullName, children: toTree(n.children) }));

/** The parent menus of one side (PC or app): the system itself (top level) and its directories. */
function ParentTree(props: {
  systemId?: string;
  systemName: string;
  category: MenuCategory;
  value: string[];
  onChange: (v: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const directories = useReleaseDirectories(props.systemId, props.category);
  const treeData: TreeNode[] = props.systemId
    ? [
        {
          value: props.systemId,
          title: t('visualdev.releaseTopLevel', { name: props.systemName }),
          children: toTree(directories.data ?? []),
        },
      ]
    : [];
  return (
    <TreeSelect
      multiple
      treeCheckable={false}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={directories.isFetching}
      value={props.value}
      onChange={props.onChange}
      treeData={treeData}
      placeholder={t('visualdev.releaseParentsRequired')}
      style={{ width: '100%' }}
      data-testid={props.testId}
    />
  );
}

/** Releases a design to menus: PC and/or app, each under chosen parent menus (form-model.md §7). */
export function ReleaseDialog({ row, onClose }: { row: VisualDevItem; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateVisualDev();
  const systems = useReleaseSystems();
  const [systemId, setSystemId] = useState<string>();
  const [pc, setPc] = useState(true);
  const [app, setApp] = useState(false);
  const [pcParents, setPcParents] = useState<string[]>([]);
  const [appParents, setAppParents] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (systemId || !systems.data?.length) return;
    setSystemId((systems.data.find((s) => s.isMain === 1) ?? systems.data[0])?.id);
  }, [systems.data, systemId]);
  const systemName = systems.data?.find((s) => s.id === systemId)?.fullName ?? '';
  // a design released before keeps its menus: parents are needed only the first time
  const needsParents = row.state === 0;
  const submit = async () => {
    if (!pc && !app) return setError(t('visualdev.releaseNothing'));
    if (needsParents && ((pc && pcParents.length === 0) || (app && appParents.length === 0)))
      return setError(t('visualdev.releaseParentsRequired'));
    setSaving(true);
    try {
      const msg = await visualDevApi.release(row.id, {
        pc: pc ? 1 : 0,
        app: app ? 1 : 0,
        pcModuleParentId: pc ? pcParents : [],
        appModuleParentId: app ? appParents : [],
      });
      feedback.success(msg || t('visualdev.released'));
      await invalidate();
      onClose();
    } catch {
      // the http client showed why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('visualdev.releaseTitle')} - ${row.fullName}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'release-ok' } as ButtonProps}
      data-testid="release-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('visualdev.releaseSystem')} htmlFor="release-system">
          <Select
            id="release-system"
            value={systemId}
            onChange={(v: string) => {
              setSystemId(v);
              setPcParents([]);
              setAppParents([]);
            }}
            loading={systems.isLoading}
            options={(systems.data ?? []).map((s) => ({ value: s.id, label: s.fullName }))}
          />
        </Form.Item>
        <Form.Item label={t('visualdev.releasePc')}>
          <Switch
            checked={pc}
            onChange={setPc}
            data-testid="release-pc"
            aria-label={t('visualdev.releasePc')}
          />
        </Form.Item>
        {pc && (
          <Form.Item label={t('visualdev.releasePcParents')} required={needsParents}>
            <ParentTree
              systemId={systemId}
              systemName={systemName}
              category="Web"
              value={pcParents}
              onChange={(v) => {
                setPcParents(v);
                setError(undefined);
              }}
              testId="release-pc-parents"
            />
          </Form.Item>
        )}
        <Form.Item label={t('visualdev.releaseApp')}>
          <Switch
            checked={app}
            onChange={setApp}
            data-testid="release-app"
            aria-label={t('visualdev.releaseApp')}
          />
        </Form.Item>
        {app && (
          <Form.Item label={t('visualdev.releaseAppParents')} required={needsParents}>
            <ParentTree
              systemId={systemId}
              systemName={systemName}
              category="App"
              value={appParents}
              onChange={(v) => {
                setAppParents(v);
                setError(undefined);
              }}
              testId="release-app-parents"
            />
          </Form.Item>
        )}
        {error && (
          <div role="alert" className="ant-form-item-explain-error">
            {error}
          </div>
        )}
      </Form>
    </Modal>
  );
}
