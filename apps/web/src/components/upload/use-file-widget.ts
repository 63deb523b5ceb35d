import type { UploadedFile } from '@tessera/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePermission } from '@/components/permission/use-permission';
import {
  checkPick,
  type AcceptSpec,
  type RefusalTexts,
  type SizeUnit,
  type UploadRules,
} from './upload-rules';
import type { AnyUploadTransport, UploadItem, UploadStatus } from './upload-types';
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
  /**
   * How the files go up: in chunks to the file store (default), or each in one request to a
   * module's own endpoint (`singleRequestTransport`). The pick rules are the same either way.
   */
  transport?: AnyUploadTransport;
  /** The place's own wording of the type and size refusals, instead of the widget's. */
  refusalTexts?: RefusalTexts;
  /** Asked before an uploaded file is removed (e.g. a confirmation); false keeps it. */
  confirmRemove?: (file: UploadedFile) => boolean | Promise<boolean>;
  /** The actions offered on an uploaded file (default all; the file codes still apply). */
  fileActions?: readonly FileActionName[];
  /** Prefix of the widget's test ids. */
  'data-testid'?: string;
  /**
   * Told how many picked files are not in the value yet (checking, uploading, paused or failed), so
   * that a form can hold its save until they arrive or are removed.
   */
  onPendingChange?: (count: number) => void;
  /** Told whether a picked file is on its way now (waiting, checked or uploading; not paused or failed). */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Statuses of a file on its way (a paused or failed one waits for the user). */
const IN_FLIGHT = new Set<UploadStatus>(['waiting', 'check', 'uploading']);

/** An action on an uploaded file. */
export type FileActionName = 'preview' | 'download' | 'delete';

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
  handleRemove: (file: UploadedFile) => Promise<void>;
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
    ...(props.transport ? { transport: props.transport } : {}),
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
  const offered = (name: FileActionName) => !props.fileActions || props.fileActions.includes(name);
  const abilities: FileWidgetAbilities = {
    canUpload: !isReadOnly && allowed('file_upload'),
    canLook: offered('preview') && allowed('file_look'),
    canDownload: offered('download') && allowed('file_download'),
    canDelete: offered('delete') && !isReadOnly && allowed('file_delete'),
  };
  const pending = queue.items.filter((item) => item.status !== 'success');
  const { onPendingChange } = props;
  useEffect(() => {
    onPendingChange?.(pending.length);
  }, [onPendingChange, pending.length]);
  const inFlight = pending.some((item) => IN_FLIGHT.has(item.status));
  const { onUploadingChange } = props;
  useEffect(() => {
    onUploadingChange?.(inFlight);
  }, [onUploadingChange, inFlight]);

  const handlePick = async (picked: readonly File[]) => {
    const held = isSingle ? 0 : latest.current.length + pending.length;
    const rules: UploadRules = {
      limit,
      fileSize,
      sizeUnit,
      beforeUpload,
      messages: props.refusalTexts,
      ...extra,
    };
    const outcome = await checkPick(picked, held, rules);
    setRefusals(outcome.refusals);
    if (outcome.accepted.length === 0) return;
    // single-file mode: the new pick takes the place of one still on its way
    if (outcome.replaces) for (const item of pending) queue.remove(item.id);
    queue.add(outcome.accepted);
  };
  const handleRemove = async (file: UploadedFile) => {
    if (props.confirmRemove && !(await props.confirmRemove(file))) return;
    emit(latest.current.filter((other) => other.fileId !== file.fileId));
  };

  return {
    files,
    uploads: { ...queue, items: pending },
    refusals,
    abilities,
    handlePick,
    handleRemove,
  } satisfies FileWidget;
}
