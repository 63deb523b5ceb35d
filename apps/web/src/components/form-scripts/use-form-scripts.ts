import type { FieldItem, FormData } from '@tessera/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import { plainValue, type PropPath, type RunArgs, type ScriptCall } from './protocol';
import { DISPOSED, ScriptSandbox, type RunResult } from './sandbox';

/** A flag a script may set on a field. */
export type ScriptFlag = 'noShow' | 'required' | 'disabled';

/** What the scripts need from the form renderer. */
export interface FormScriptsHost {
  /** The form's current values (what `formData` shows a script). */
  values: () => Record<string, unknown>;
  /** setFormData: a main field, or a sub-table column in row `rowIndex` (all rows without one). */
  setValue: (path: PropPath, value: unknown, rowIndex?: number) => void;
  /** setShowOrHide (noShow = !show), setRequired, setDisabled. */
  setFlag: (path: PropPath, flag: ScriptFlag, on: boolean) => void;
}

/** Field events a script may handle (form-model.md §2 "Events"). */
export type FieldEvent = 'change' | 'blur' | 'click' | 'tabClick';

/** The form's scripts, each run in the sandbox frame. */
export interface FormScripts {
  /** After the form is built (and after each restart). */
  onLoad: () => void;
  /** A field's event handler, if it has one with code. */
  event: (field: FieldItem, name: FieldEvent, data: unknown, rowIndex?: number) => void;
  /** Resolves to continue; rejects with a message in the user's language to stop the submit. */
  beforeSubmit: () => Promise<void>;
  /** After a successful save. */
  afterSubmit: () => void;
}

const STUB =
  /^(async\s+)?(\(\s*(\{[^}]*\})?\s*\)|[A-Za-z_$][\w$]*)\s*=>\s*\{\s*\}$|^(async\s+)?function\s*[\w$]*\s*\([^)]*\)\s*\{\s*\}$/;

/** Whether a handler source does anything (the designer's empty stubs and comments do not). */
export function hasCode(source: unknown): source is string {
  if (typeof source !== 'string') return false;
  const bare = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .trim();
  return bare.length > 0 && !STUB.test(bare);
}

const FLAG: Record<'setShowOrHide' | 'setRequired' | 'setDisabled', ScriptFlag> = {
  setShowOrHide: 'noShow',
  setRequired: 'required',
  setDisabled: 'disabled',
};

/**
 * Runs a design's scripts (funcs onLoad / beforeSubmit / afterSubmit and field events) in one
 * sandbox frame per rendered form, made when the first script with code runs; their helper calls
 * drive the form through `host`. A failing script never breaks the form: it is logged and a
 * discreet message is shown.
 */
export function useFormScripts(formData: FormData | undefined, host: FormScriptsHost): FormScripts {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.userInfo);
  const latest = useRef({ host, t, info, formData });
  latest.current = { host, t, info, formData };
  const sandbox = useRef<ScriptSandbox>(undefined);
  useEffect(
    () => () => {
      sandbox.current?.dispose();
      sandbox.current = undefined;
    },
    [],
  );

  return useMemo<FormScripts>(() => {
    const apply = (call: ScriptCall, context: unknown) => {
      const rowIndex = typeof context === 'number' ? context : undefined;
      const h = latest.current.host;
      if (call.name === 'toast') {
        const show =
          call.kind === 'error'
            ? feedback.error
            : call.kind === 'success'
              ? feedback.success
              : feedback.warning;
        show(call.text, 3);
      } else if (call.name === 'setFormData') h.setValue(call.path, call.value, rowIndex);
      else h.setFlag(call.path, FLAG[call.name], call.name === 'setShowOrHide' ? !call.on : call.on);
    };
    const frame = () =>
      (sandbox.current ??= new ScriptSandbox({
        onCall: apply,
        onRejected: (reason) => console.warn(`[form script] message ignored: ${reason}`),
      }));
    const run = (what: string, source: string, data?: unknown, rowIndex?: number): Promise<RunResult> => {
      const { host: h, info: user } = latest.current;
      const args: RunArgs = {
        formData: (plainValue(h.values())?.value ?? {}) as Record<string, unknown>,
        user: {
          userId: user?.userId ?? '',
          userName: user?.userName ?? '',
          userAccount: user?.userAccount ?? '',
        },
      };
      if (data !== undefined) args.data = plainValue(data)?.value ?? null;
      if (rowIndex !== undefined) args.rowIndex = rowIndex;
      return frame()
        .run(source, args, rowIndex)
        .then((result) => {
          if (!result.ok && result.error !== DISPOSED)
            console.warn(`[form script] ${what}: ${result.reason} ${result.error}`.trim());
          return result;
        });
    };
    const report = (result: RunResult) => {
      if (result.ok || result.reason === 'rejected' || result.error === DISPOSED) return;
      const tr = latest.current.t;
      feedback.warning(tr(result.reason === 'timeout' ? 'formScripts.timeout' : 'formScripts.failed'), 3);
    };
    const funcs = () => latest.current.formData?.funcs ?? {};
    return {
      onLoad: () => {
        const source = funcs().onLoad;
        if (hasCode(source)) void run('onLoad', source).then(report);
      },
      event: (field, name, data, rowIndex) => {
        const on = (field as { on?: Record<string, unknown> }).on;
        const source = on?.[name];
        if (hasCode(source))
          void run(`${field.__vModel__ ?? ''} ${name}`, source, data, rowIndex).then(report);
      },
      beforeSubmit: async () => {
        const source = funcs().beforeSubmit;
        if (!hasCode(source)) return;
        const result = await run('beforeSubmit', source);
        if (result.ok) return;
        const tr = latest.current.t;
        if (result.reason === 'rejected')
          throw new Error(
            result.error
              ? tr('formScripts.submitStoppedWhy', { reason: result.error })
              : tr('formScripts.submitStopped'),
          );
        throw new Error(
          tr(result.reason === 'timeout' ? 'formScripts.submitTimeout' : 'formScripts.submitFailed'),
        );
      },
      afterSubmit: () => {
        const source = funcs().afterSubmit;
        if (hasCode(source)) void run('afterSubmit', source).then(report);
      },
    };
  }, []);
}
