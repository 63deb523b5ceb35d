import type { UploadedFile } from '@tessera/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePermission } from '@/components/permission/use-permission';
import { checkPick, type AcceptSpec, type SizeUnit, type UploadRules } from './upload-rules';
import type { UploadItem } from './upload-types';
import { asFileList, toUploadedFile } from './uploaded-file';
import { useUploads, type Uploads } from './use-uploads';

/** Props shared by the file and image upload widgets; `value`/`onChange` make them antd Form fields. */
export interface FileWidgetProps {
  /** The uploaded files (spec 02 §3 "Uploaded file item"). */
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** Most files held; 1 is single-file mode: a new upload replaces the old file. */
  limit?: number;
  /** Size bound per file in `sizeUnit` (default 10 MB). */
  fileSize?: number;
  sizeUnit?: SizeUnit;
  /** An extra check per file, sync or async: false, a message or a rejection refuses it. */
  beforeUpload?: UploadRules['beforeUpload'];
  /** Read-only: no upload and no removal. */
  disabled?: boolean;
  /** Detail view: read-only like `disabled`. */
  detailed?: boolean;
  /**
   * Applies the file codes of spec 02 §6 (file_upload, file_look, file_download, file_delete) from
   * the current route's menu; without it every action is offered.
   */
  fileAuth?: boolean;
  /** Text of the upload button. */
  buttonText?: string;
  /** A hint under the button. */
  tip?: ReactNode;
  /** Opens a file for viewing (the document preview dialog); the widget's own fallback otherwise. */
  onPreview?: (file: UploadedFile, files: UploadedFile[]) => void;
  /** What the files are for, sent with the merge (default annex). */
  uploadType?: string;
  /** Prefix of the widget's test ids. */
  'data-testid'?: string;
  /**
   * Told how many picked files are not in the value yet (checking, uploading, paused or failed), so
   * that a form can hold its save until they arrive or are removed.
   */
  onPendingChange?: (count: number) => void;
}

/** What the user may do in a widget, after read-only mode and the file codes. */
export interface FileWidgetAbilities {
  canUpload: boolean;
  canLook: boolean;
  canDownload: boolean;
  canDelete: boolean;
}

/** The state and handlers both widgets are built on. */
export interface FileWidget {
  files: UploadedFile[];
  /** The queue minus the files already in `files` (the panel shows only work in progress). */
  uploads: Uploads & { items: readonly UploadItem[] };
  refusals: string[];
  abilities: FileWidgetAbilities;
  handlePick: (picked: readonly File[]) => Promise<void>;
  handleRemove: (file: UploadedFile) => void;
}

/**
 * The rules, queue and value of an upload widget: checks each pick (spec 02 §5), sends the accepted
 * files through the chunked queue and adds each merged file to the value, replacing it when the
 * limit is 1.
 */
export function useFileWidget(props: FileWidgetProps, extra: { isImage?: boolean; accept?: AcceptSpec }) {
  const { value, onChange, limit, fileSize, sizeUnit, beforeUpload, fileAuth = false } = props;
  const isSingle = limit === 1;
  const files = useMemo(() => asFileList(value), [value]);
  // the latest list, also between two merges answered before the parent re-rendered
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  const emit = (next: UploadedFile[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const queue = useUploads({
    ...(props.uploadType ? { type: props.uploadType } : {}),
    onFileSuccess: (item) => {
      if (!item.result) return;
      const file = toUploadedFile(item.result);
      emit(isSingle ? [file] : [...latest.current, file]);
    },
  });
  const [refusals, setRefusals] = useState<string[]>([]);
  const can = usePermission();
  const allowed = (code: string) => !fileAuth || can(code);
  const isReadOnly = !!(props.disabled || props.detailed);
  const abilities: FileWidgetAbilities = {
    canUpload: !isReadOnly && allowed('file_upload'),
    canLook: allowed('file_look'),
    canDownload: allowed('file_download'),
    canDelete: !isReadOnly && allowed('file_delete'),
  };
  const pending = queue.items.filter((item) => item.status !== 'success');
  const { onPendingChange } = props;
  useEffect(() => {
    onPendingChange?.(pending.length);
  }, [onPendingChange, pending.length]);

  const handlePick = async (picked: readonly File[]) => {
    const held = isSingle ? 0 : latest.current.length + pending.length;
    const rules: UploadRules = { limit, fileSize, sizeUnit, beforeUpload, ...extra };
    const outcome = await checkPick(picked, held, rules);
    setRefusals(outcome.refusals);
    if (outcome.accepted.length === 0) return;
    // single-file mode: the new pick takes the place of one still on its way
    if (outcome.replaces) for (const item of pending) queue.remove(item.id);
    queue.add(outcome.accepted);
  };
  const handleRemove = (file: UploadedFile) =>
    emit(latest.current.filter((other) => other.fileId !== file.fileId));

  return {
    files,
    uploads: { ...queue, items: pending },
    refusals,
    abilities,
    handlePick,
    handleRemove,
  } satisfies FileWidget;
}
