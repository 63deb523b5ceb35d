import {
  parseColumnData,
  parseFormData,
  LIST_PERMISSION_SWITCHES,
  type FormData,
  type OnlineDevConfig,
} from '@tessera/shared';
import { Alert, Result, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readPreviewDraft, type PreviewDraft } from '@/lib/preview-draft';
import { useUserStore } from '@/stores/user-store';
import { usePreviewDesign } from '../api/preview-design-api';
import { OnlineListPage } from '../list/online-list-page';
import { createMemorySource } from './memory-source';
import { sampleNames, sampleRows, type SampleUser } from './sample-data';
import { OnlineListSourceProvider } from './preview-source';

/** Toolbar buttons that only work on stored records, left out of a preview. */
const SERVER_ONLY = new Set(['download', 'upload', 'batchPrint']);

/** The signed-in user and units the sample's pickers hold. */
function useSampleUser(): SampleUser | undefined {
  const info = useUserStore((s) => s.userInfo);
  return useMemo(
    () =>
      info && {
        id: info.userId,
        name: info.userName,
        account: info.userAccount,
        organizeId: info.organizeId,
        organizeName: info.organizeName,
        departmentId: info.departmentId,
        departmentName: info.departmentName,
        positionId: info.positionId,
        positionName: info.positionName,
        roleId: info.roleIds[0],
        roleName: info.roleName,
      },
    [info],
  );
}

/** A design's generated list page over sample rows held in memory, under a preview banner. */
function PreviewBody({ draft, modelId }: { draft: PreviewDraft; modelId: string }) {
  const { t } = useTranslation();
  const user = useSampleUser();
  const prepared = useMemo(() => {
    const parsed = parseFormData(draft.formData.trim() ? draft.formData : '{}');
    if (!parsed.ok) return undefined;
    const form: FormData = parsed.formData;
    // a preview shows every button, column and field: permissions are granted after release
    const design = parseColumnData(draft.columnData);
    for (const key of LIST_PERMISSION_SWITCHES) design[key] = false;
    // export, import and print work on stored records: the released page has them
    design.btnsList = design.btnsList.filter((b) => !SERVER_ONLY.has(b.value));
    const columnData = draft.columnData?.trim() ? JSON.stringify(design) : null;
    const config: OnlineDevConfig = {
      id: modelId,
      fullName: draft.fullName,
      enCode: '',
      webType: 2,
      formData: draft.formData,
      columnData,
      appColumnData: null,
      enableFlow: 0,
      flowId: null,
      flowTemplateJson: null,
    };
    const now = Date.now();
    const source = createMemorySource({
      form,
      design,
      rows: sampleRows(form, { now, user }),
      names: sampleNames(user),
      user,
    });
    return { config, source };
  }, [draft, modelId, user]);
  if (!prepared)
    return (
      <div data-testid="preview-error">
        <Result status="error" title={t('onlineDev.preview.unreadable')} />
      </div>
    );
  return (
    <>
      <Alert
        type="warning"
        showIcon
        banner
        title={t('onlineDev.preview.banner')}
        data-testid="preview-banner"
        style={{ marginBottom: 12 }}
      />
      <OnlineListSourceProvider modelId={modelId} source={prepared.source}>
        <OnlineListPage modelId={modelId} title={draft.fullName} config={prepared.config} />
      </OnlineListSourceProvider>
    </>
  );
}

/**
 * `/previewModel` (spec 01 §2.2, issue 18 point 4): a design's generated page with sample data,
 * before release. `?key=` names the designer's current design kept in session storage;
 * `?id=` previews a stored design (released or not). Nothing reaches the server's records.
 */
export function PreviewModelPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const id = params.get('id')?.trim() ?? '';
  const draft = useMemo(() => (key ? readPreviewDraft(key) : undefined), [key]);
  const stored = usePreviewDesign(!draft && !key ? id || undefined : undefined);
  const loaded = useMemo<PreviewDraft | undefined>(
    () =>
      stored.data && {
        fullName: stored.data.fullName,
        formData: stored.data.formData ?? '',
        columnData: stored.data.columnData,
      },
    [stored.data],
  );
  const design = draft ?? loaded;
  const name = design?.fullName || params.get('fullName')?.trim() || '';
  let body;
  if (design) body = <PreviewBody key={key || id} draft={design} modelId={`preview-${key || id}`} />;
  else if (stored.isLoading) body = <Spin />;
  else
    body = (
      <div data-testid="preview-error">
        <Result
          status="warning"
          title={t(
            key
              ? 'onlineDev.preview.draftMissing'
              : id
                ? 'onlineDev.preview.notFound'
                : 'onlineDev.preview.noDesign',
          )}
          subTitle={t('onlineDev.preview.howTo')}
        />
      </div>
    );
  return (
    <div data-testid="preview-model">
      <Typography.Title level={1} style={{ fontSize: 18, marginTop: 0 }}>
        {t('route.previewModel')}
        {name ? ': ' : ''}
        {name && <span data-testid="preview-name">{name}</span>}
      </Typography.Title>
      {body}
    </div>
  );
}

export default PreviewModelPage;
