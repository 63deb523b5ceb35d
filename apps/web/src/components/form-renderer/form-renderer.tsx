import { computeCalculated, parseFormData, type FieldItem, type FormData } from '@tessera/shared';
import { Alert, Form, Grid } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFlags, useFormScripts, withFlag, type FieldFlags } from '@/components/form-scripts';
import { InterfaceMenuProvider } from '@/components/popup-select';
import { initialValues, ROW_KEY, withRowKeys } from './defaults';
import { FieldList } from './field-node';
import { applyLinkage, dependentsOf } from './linkage';
import { createKeyedStore } from './form-store';
import { RendererContext, type FormMode, type RendererContextValue } from './renderer-context';
import { checkValue, triggers, validateForm } from './rules';
import { submittedValues } from './submit-values';
import { useCurrentDefaults } from './use-current-defaults';
import './form-renderer.css';

type Values = Record<string, unknown>;

/** What a parent can ask of a rendered form. */
export interface FormRendererHandle {
  /** Checks every rendered field, shows the messages; true when all pass. */
  validate: () => boolean;
  /** The values to submit (stored fields, sub-rows without page keys). */
  getValues: () => Values;
  /** Back to the starting values (defaults, or the `value` given), messages cleared. */
  reset: () => void;
  /** The design's beforeSubmit script: resolves to go on, rejects with the message to show. */
  beforeSubmit: () => Promise<void>;
  /** The design's afterSubmit script, after a successful save. */
  afterSubmit: () => void;
}

/** Props of {@link FormRenderer}. */
export interface FormRendererProps {
  /** The design: a parsed one, or its JSON text / raw object. */
  formData: FormData | string | Record<string, unknown>;
  /** A loaded record (edit, detail); create starts from the defaults merged under it. */
  value?: Values;
  /** Told of every change, with the values to submit. */
  onChange?: (values: Values) => void;
  mode?: FormMode;
  /** Width of the form (e.g. 375 for the phone preview); under 600 px it lays out as on a phone. */
  width?: number | string;
  /** The menu the form's data widgets call their interfaces from. */
  menuId?: string;
}

const CALC_DELAY = 100;

function parse(input: FormRendererProps['formData']): FormData | undefined {
  if (typeof input === 'object' && input !== null && 'fields' in input && 'gutter' in input)
    return input as FormData;
  const parsed = parseFormData(input);
  return parsed.ok ? parsed.formData : undefined;
}

/**
 * Renders a form design (form-model.md §1-§3, §6) with every widget kind: layout, display, value,
 * system and the sub-table control; defaults (defaultCurrent from the signed-in user), validation
 * (required, regList per trigger), linkage, and calculate fields recomputed 100 ms after a change.
 * Values live in one keyed store, so typing in one field re-renders that field only.
 */
export const FormRenderer = forwardRef<FormRendererHandle, FormRendererProps>(
  function FormRenderer(props, ref) {
    const { t } = useTranslation();
    const formData = useMemo(() => parse(props.formData), [props.formData]);
    const designFields: readonly FieldItem[] = useMemo(() => formData?.fields ?? [], [formData]);
    // the flags form scripts set (setShowOrHide, setRequired, setDisabled) over the design
    const [flags, setFlags] = useState<FieldFlags>({});
    const fields = useMemo(() => applyFlags(designFields, flags), [designFields, flags]);
    const user = useCurrentDefaults();
    const mode = props.mode ?? 'create';
    const start = () => {
      const base = mode === 'create' ? initialValues(designFields, user) : {};
      return withRowKeys(designFields, { ...base, ...(props.value ?? {}) });
    };
    const startRef = useRef(start);
    startRef.current = start;
    const [stores] = useState(() => ({
      values: createKeyedStore<unknown>(computeCalculated(fields, start())),
      errors: createKeyedStore<string>(),
      records: createKeyedStore<Record<string, unknown>>(),
    }));
    const onChange = useRef(props.onChange);
    onChange.current = props.onChange;
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const deps = useMemo(() => dependentsOf(designFields), [designFields]);

    const recalc = () => {
      const before = stores.values.all();
      const after = computeCalculated(fields, before);
      for (const [key, v] of Object.entries(after)) if (v !== before[key]) stores.values.set(key, v);
      onChange.current?.(submittedValues(fields, stores.values.all()));
    };
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(recalc, CALC_DELAY);
    };
    const relinkAll = (source: string, rowKey?: string) => {
      const before = stores.values.all();
      const after = applyLinkage(deps, before, source, rowKey);
      for (const [key, v] of Object.entries(after)) if (v !== before[key]) stores.values.set(key, v);
    };
    const scripts = useFormScripts(formData, {
      values: () => submittedValues(fields, stores.values.all()),
      setValue: ({ field, child }, value, rowIndex) => {
        if (!child) {
          stores.values.set(field, value);
          if (deps.has(field)) relinkAll(field);
        } else {
          const rows = stores.values.get(field);
          if (!Array.isArray(rows)) return;
          const next = (rows as Values[]).map((r, i) =>
            rowIndex === undefined || i === rowIndex ? { ...r, [child]: value } : r,
          );
          stores.values.set(field, next);
          if (deps.has(`${field}-${child}`))
            for (const [i, r] of next.entries())
              if (rowIndex === undefined || i === rowIndex)
                relinkAll(`${field}-${child}`, String(r[ROW_KEY]));
        }
        schedule();
      },
      setFlag: (path, flag, on) => setFlags((f) => withFlag(f, path, flag, on)),
    });
    const restart = () => {
      stores.values.replace(computeCalculated(designFields, startRef.current()));
      stores.errors.replace({});
      stores.records.replace({});
      setFlags({});
      scripts.onLoad();
    };

    // a new design or a new record starts the form again (the first render already has them)
    const loaded = useRef({ fields: designFields, value: props.value, mode });
    useEffect(() => {
      const last = loaded.current;
      if (last.fields !== designFields || last.value !== props.value || last.mode !== mode) {
        loaded.current = { fields: designFields, value: props.value, mode };
        restart();
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps -- restart reads the current props
    }, [designFields, props.value, mode]);
    // onLoad once the form is built
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scripts is stable
    useEffect(() => scripts.onLoad(), []);
    useEffect(() => () => clearTimeout(timer.current), []);

    // a phone frame (preview) or a phone screen: one widget per row, labels above
    const screens = Grid.useBreakpoint();
    const narrow = (typeof props.width === 'number' && props.width < 600) || screens.md === false;
    const ctx = useMemo<RendererContextValue | null>(() => {
      if (!formData) return null;
      const check = (field: FieldItem, event: 'blur' | 'change') => {
        const vModel = field.__vModel__ ?? '';
        if (!triggers(field, event) && stores.errors.get(vModel) === undefined) return;
        stores.errors.set(vModel, checkValue(field, stores.values.get(vModel), t));
      };
      const relink = relinkAll;
      return {
        ...stores,
        formData,
        mode,
        readOnly: mode === 'detail' || formData.disabled,
        narrow,
        user,
        change: (field, value) => {
          const vModel = field.__vModel__ ?? '';
          stores.values.set(vModel, value);
          if (deps.has(vModel)) relink(vModel);
          check(field, 'change');
          schedule();
          scripts.event(field, 'change', value);
        },
        linked: (source, rowKey) => {
          if (deps.has(source)) relink(source, rowKey);
        },
        blur: (field) => {
          check(field, 'blur');
          scripts.event(field, 'blur', undefined);
        },
        touched: schedule,
        script: scripts.event,
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule reads the current fields
    }, [formData, mode, narrow, user, stores, t, deps]);

    useImperativeHandle(
      ref,
      () => ({
        validate: () => {
          const values = computeCalculated(fields, stores.values.all());
          stores.values.replace(values);
          const errors = validateForm(fields, values, t);
          stores.errors.replace(errors);
          return Object.keys(errors).length === 0;
        },
        getValues: () => submittedValues(fields, computeCalculated(fields, stores.values.all())),
        reset: () => {
          restart();
          onChange.current?.(submittedValues(fields, stores.values.all()));
        },
        beforeSubmit: scripts.beforeSubmit,
        afterSubmit: scripts.afterSubmit,
      }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- recalc reads the current fields
      [fields, stores, t],
    );

    if (!formData || !ctx) return <Alert type="error" showIcon message={t('formRenderer.badDesign')} />;
    const position = narrow ? 'top' : formData.labelPosition;
    return (
      <RendererContext.Provider value={ctx}>
        <InterfaceMenuProvider menuId={props.menuId}>
          <Form
            component="div"
            layout={position === 'top' ? 'vertical' : 'horizontal'}
            labelAlign={position === 'left' ? 'left' : 'right'}
            labelCol={position === 'top' ? undefined : { flex: `0 0 ${formData.labelWidth}px` }}
            labelWrap
            size={formData.size === 'default' ? 'middle' : formData.size}
            className={`fr-form${narrow ? ' fr-narrow' : ''}`}
            style={{ width: props.width }}
            data-testid="form-renderer"
          >
            <FieldList fields={fields} />
          </Form>
        </InterfaceMenuProvider>
      </RendererContext.Provider>
    );
  },
);
