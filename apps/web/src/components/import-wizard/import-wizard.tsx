import type {
  ExcelFileLink,
  ImportHeader,
  ImportPreview,
  ImportResult,
  ImportRowCheck,
  UploadedFile,
} from '@tessera/shared';
import { Button, Modal, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { downloadFile } from './download-file';
import { PreviewStep, type KeyedRow } from './preview-step';
import { ResultStep } from './result-step';
import { UploadStep } from './upload-step';
import { importRefusal, leaveUploadRefusal, STEPS } from './wizard-rules';

type Row = Record<string, unknown>;

/** Props of {@link ImportWizard}: generic over the module's row shape. */
export interface ImportWizardProps<R extends Row = Row> {
  open: boolean;
  /** Dialog title; "batch import" when omitted. */
  title?: string;
  /** Where step 1 posts the file (multipart field `file`); answers `{name, fileName}`. */
  uploadUrl: string;
  /** Makes the template and answers its link. */
  templateUrl: () => Promise<ExcelFileLink>;
  /** Reads an uploaded file for step 2. */
  preview: (fileName: string) => Promise<ImportPreview<R>>;
  /**
   * Checks the (edited) rows without writing; with it, the preview marks rows valid or invalid and
   * only the valid ones import, after a confirmation.
   */
  check?: (list: R[]) => Promise<ImportRowCheck[]>;
  /** Imports the (edited) rows. */
  importData: (list: R[]) => Promise<ImportResult<R>>;
  /** Writes the failed rows to a file and answers its link. */
  exportError: (list: (R & { errorsInfo: string })[]) => Promise<ExcelFileLink>;
  /** Closed; `refresh` is true when an import ran (step 3), so the caller reloads. */
  onClose: (refresh: boolean) => void;
}

/** The Excel batch import wizard (spec 02 §2): upload, preview and edit, result. Dialog 1000px. */
export function ImportWizard<R extends Row = Row>(props: ImportWizardProps<R>) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<UploadedFile>();
  const [headerRow, setHeaderRow] = useState<ImportHeader[]>([]);
  const [rows, setRows] = useState<KeyedRow[]>([]);
  const [result, setResult] = useState<ImportResult<R>>();
  const [busy, setBusy] = useState(false);
  // a picked file on its way: "next" waits for it (a failed one is refused as no file)
  const [pending, setPending] = useState(false);

  // the stored name the module's Uploader answered (its `fileName`)
  const fileName = file?.fileId || undefined;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // the http client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const download = (make: () => Promise<ExcelFileLink>) =>
    run(async () => void (await downloadFile(await make())));

  const next = () => {
    const refusal = leaveUploadRefusal(fileName);
    if (refusal || !fileName) return void feedback.warning(t(`importWizard.${refusal ?? 'needFile'}`));
    void run(async () => {
      const data = await props.preview(fileName);
      setHeaderRow(data.headerRow);
      setRows(data.dataRow.map((r, i) => ({ ...r, __key: String(i), __check: data.checks?.[i] })));
      setStep(1);
    });
  };
  const startImport = () => {
    const refusal = importRefusal(rows);
    if (refusal) return void feedback.warning(t(`importWizard.${refusal}`));
    const strip = (list: KeyedRow[]) => list.map(({ __key: _key, __check: _check, ...r }) => r as R);
    void run(async () => {
      let list = rows;
      if (props.check) {
        const checks = await props.check(strip(rows));
        list = rows.map((r, i) => ({ ...r, __check: checks[i] }));
        setRows(list);
        const valid = list.filter((r) => r.__check?.valid);
        if (!valid.length) return void feedback.warning(t('importWizard.noneValid'));
        const go = await new Promise<boolean>((resolve) =>
          Modal.confirm({
            title: t('importWizard.confirmTitle'),
            content: t('importWizard.confirm', { valid: valid.length, invalid: list.length - valid.length }),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          }),
        );
        if (!go) return;
        list = valid;
      }
      setResult(await props.importData(strip(list)));
      setStep(2);
    });
  };
  const close = () => {
    const ran = step === 2;
    setStep(0);
    setFile(undefined);
    setRows([]);
    setResult(undefined);
    props.onClose(ran);
  };

  const footer = (
    <Space>
      {step === 0 && <Button onClick={close}>{t('importWizard.cancel')}</Button>}
      {step === 0 && (
        <Button type="primary" loading={busy} disabled={pending} onClick={next}>
          {t('importWizard.next')}
        </Button>
      )}
      {step === 1 && <Button onClick={() => setStep(0)}>{t('importWizard.prev')}</Button>}
      {step === 1 && (
        <Button type="primary" loading={busy} onClick={startImport}>
          {t('importWizard.import')}
        </Button>
      )}
      {step === 2 && (
        <Button type="primary" onClick={close}>
          {t('importWizard.close')}
        </Button>
      )}
    </Space>
  );

  return (
    <Modal
      open={props.open}
      title={props.title ?? t('importWizard.title')}
      width={1000}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      onCancel={close}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Steps
        current={step}
        size="small"
        responsive={false}
        style={{ marginBottom: 16 }}
        items={STEPS.map((s) => ({ title: t(`importWizard.${s}`) }))}
      />
      {step === 0 && (
        <UploadStep
          uploadUrl={props.uploadUrl}
          file={file}
          onFile={setFile}
          onPending={setPending}
          onTemplate={() => void download(props.templateUrl)}
        />
      )}
      {step === 1 && <PreviewStep headerRow={headerRow} rows={rows} onChange={setRows} />}
      {step === 2 && result && (
        <ResultStep
          headerRow={headerRow}
          result={result as ImportResult<Row>}
          onExportErrors={() => void download(() => props.exportError(result.failResult))}
        />
      )}
    </Modal>
  );
}
