import { z } from 'zod';
import { FORM_LIMITS } from './limits';

/** A widget's `__config__`: the keys the model reads, anything else passed through. */
export interface FieldConfig {
  /** Widget key (`numInput`, `table`, ...). */
  jnpfKey: string;
  /** The label shown with the widget. */
  label?: string;
  /** Designer id, unique in the design. */
  formId?: number;
  /** Child widgets of a container (sub-table columns, panes, rows, cells). */
  children?: FieldItem[];
  [key: string]: unknown;
}

/** One widget of the design tree. */
export interface FieldItem {
  /** Designer settings. */
  __config__: FieldConfig;
  /** The data key (and column name) of a value widget. */
  __vModel__?: string;
  [key: string]: unknown;
}

const text = (max = 200) => z.string().max(max);

/** One widget; unknown props pass through (bounded by {@link measureDesign}). */
export const fieldItemSchema: z.ZodType<FieldItem> = z.looseObject({
  __config__: z.looseObject({
    jnpfKey: text(64),
    label: z.string().max(500).optional(),
    formId: z.number().int().optional(),
    children: z.array(z.lazy(() => fieldItemSchema)).optional(),
  }),
  __vModel__: z.string().max(500).optional(),
});

const scripts = z
  .looseObject({
    onLoad: text(FORM_LIMITS.maxString).optional(),
    beforeSubmit: text(FORM_LIMITS.maxString).optional(),
    afterSubmit: text(FORM_LIMITS.maxString).optional(),
  })
  .default({});

/**
 * The form design (`formData`, form-model.md §1) with its defaults. Button texts default to
 * empty: the renderer then shows its translated default ("OK", "确定", ...).
 */
export const formDataSchema = z.looseObject({
  formRef: text().default('formRef'),
  formModel: text().default('dataForm'),
  formRules: text().default('rules'),
  size: z.enum(['large', 'default', 'small']).catch('default'),
  labelPosition: z.enum(['left', 'right', 'top']).catch('right'),
  labelWidth: z.number().min(0).max(2000).default(100),
  labelSuffix: text(20).default(''),
  gutter: z.number().min(0).max(200).default(15),
  span: z.number().int().min(1).max(24).default(24),
  colon: z.boolean().default(false),
  disabled: z.boolean().default(false),
  popupType: z.enum(['general', 'drawer', 'fullScreen']).catch('general'),
  generalWidth: text(20).default('600px'),
  drawerWidth: text(20).default('600px'),
  fullScreenWidth: text(20).default('100%'),
  hasConfirmBtn: z.boolean().default(true),
  confirmButtonText: text(50).default(''),
  hasCancelBtn: z.boolean().default(true),
  cancelButtonText: text(50).default(''),
  hasConfirmAndAddBtn: z.boolean().default(true),
  hasPrintBtn: z.boolean().default(false),
  printButtonText: text(50).default(''),
  /** Print template ids; `""` until one is chosen (the original client's shape). */
  printId: z.union([text(64), z.array(text(64)).max(50)]).default(''),
  /** 1 snowflake (Tessera: sortable id), 2 auto-increment. */
  primaryKeyPolicy: z.union([z.literal(1), z.literal(2)]).catch(1),
  concurrencyLock: z.boolean().default(false),
  logicalDelete: z.boolean().default(false),
  formStyle: text(50).default(''),
  classNames: z.array(z.unknown()).max(200).default([]),
  className: z.array(z.unknown()).max(200).default([]),
  classJson: text(FORM_LIMITS.maxString).default(''),
  funcs: scripts,
  /** The last formId handed out. */
  idGlobal: z.number().int().min(0).default(100),
  fields: z.array(fieldItemSchema).default([]),
});
/** A parsed form design. */
export type FormData = z.infer<typeof formDataSchema>;
/** A form design as written (defaults optional). */
export type FormDataInput = z.input<typeof formDataSchema>;
