import {
  Cascader,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Rate,
  Select,
  Slider,
  Switch,
  TimePicker,
  TreeSelect,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ColorField } from './color-field';
import { formatUnit, toDayjsFormat } from './defaults';
import { num, str, strings, type EditorProps } from './editor-types';
import { WithOptions } from './field-options';
import { amountInWords, formatNumber } from './format';
import { dateBounds } from './date-bounds';

/** input and textarea. */
export function TextEditor({ field, value, onChange, onBlur, disabled, ariaLabel }: EditorProps) {
  const { t } = useTranslation();
  const common = {
    value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    onBlur,
    disabled,
    readOnly: field.readonly === true,
    maxLength: num(field.maxlength),
    showCount: field.showCount === true && !!num(field.maxlength),
    placeholder: str(field.placeholder) ?? t('formRenderer.inputPlaceholder'),
    'aria-label': ariaLabel,
  };
  if (field.__config__.jnpfKey === 'textarea') {
    const size = field.autoSize as { minRows?: number; maxRows?: number } | undefined;
    return <Input.TextArea {...common} autoSize={size ?? { minRows: 4, maxRows: 4 }} />;
  }
  const before = str(field.addonBefore);
  const after = str(field.addonAfter);
  const extra = {
    allowClear: field.clearable !== false && !disabled,
    ...(before ? { addonBefore: before } : {}),
    ...(after ? { addonAfter: after } : {}),
  };
  return field.showPassword === true ? (
    <Input.Password {...common} {...extra} />
  ) : (
    <Input {...common} {...extra} />
  );
}

/** Amount in capital numerals under a number. */
export function AmountWords({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation();
  const words = amountInWords(value, i18n.language);
  if (typeof words === 'string' && !words) return null;
  return (
    <Typography.Text type="secondary" className="fr-amount-words">
      {typeof words === 'string' ? words : t('formRenderer.amountTooLarge')}
    </Typography.Text>
  );
}

/** numInput. */
export function NumberEditor({ field, value, onChange, onBlur, disabled, ariaLabel }: EditorProps) {
  const { t } = useTranslation();
  const thousands = field.thousands === true;
  return (
    <div className="fr-number">
      <InputNumber<number>
        value={
          typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value)
        }
        onChange={(v) => onChange(v ?? null)}
        onBlur={onBlur}
        disabled={disabled || field.readonly === true}
        min={num(field.min)}
        max={num(field.max)}
        step={num(field.step) ?? 1}
        precision={num(field.precision)}
        controls={field.controls === true}
        {...(str(field.addonBefore) ? { addonBefore: str(field.addonBefore) } : {})}
        {...(str(field.addonAfter) ? { addonAfter: str(field.addonAfter) } : {})}
        placeholder={str(field.placeholder) ?? t('formRenderer.inputPlaceholder')}
        formatter={thousands ? (v) => formatNumber(v, { thousands: true }) : undefined}
        parser={thousands ? (v) => Number((v ?? '').replace(/,/g, '')) : undefined}
        style={{ width: '100%' }}
        aria-label={ariaLabel}
      />
      {field.isAmountChinese === true ? <AmountWords value={value} /> : null}
    </div>
  );
}

/** switch. */
export function SwitchEditor({ field, value, onChange, disabled, ariaLabel }: EditorProps) {
  const on = field.activeValue ?? 1;
  const off = field.inactiveValue ?? 0;
  return (
    <Switch
      checked={value === on}
      onChange={(checked) => onChange(checked ? on : off)}
      disabled={disabled}
      checkedChildren={str(field.activeTxt)}
      unCheckedChildren={str(field.inactiveTxt)}
      aria-label={ariaLabel}
    />
  );
}

const isMultiple = (props: EditorProps) => props.field.multiple === true;

/** radio, checkbox, select, cascader and treeSelect over their option source. */
export function OptionEditor(props: EditorProps) {
  const { t } = useTranslation();
  const { field, value, onChange, disabled, formValues, ariaLabel } = props;
  const key = field.__config__.jnpfKey;
  const placeholder = str(field.placeholder) ?? t('formRenderer.selectPlaceholder');
  const clear = field.clearable !== false && !disabled;
  const multiple = isMultiple(props);
  const vertical = field.direction === 'vertical';
  return (
    <WithOptions
      field={field}
      formValues={props.rowValues ? { ...formValues, ...props.rowValues } : formValues}
    >
      {({ options, loading }) => {
        if (key === 'radio')
          return (
            <Radio.Group
              value={value ?? undefined}
              onChange={(e) => onChange(e.target.value)}
              disabled={disabled}
              options={options}
              optionType={field.optionType === 'button' ? 'button' : 'default'}
              className={vertical ? 'fr-vertical' : undefined}
              aria-label={ariaLabel}
            />
          );
        if (key === 'checkbox')
          return (
            <Checkbox.Group
              value={strings(value)}
              onChange={(v: unknown) => onChange(v)}
              disabled={disabled}
              options={options}
              className={vertical ? 'fr-vertical' : undefined}
              aria-label={ariaLabel}
            />
          );
        if (key === 'cascader')
          return (
            <Cascader
              value={(Array.isArray(value) ? value : []) as string[]}
              onChange={(v: unknown) => onChange(v ?? [])}
              options={options}
              multiple={multiple as false}
              disabled={disabled}
              allowClear={clear}
              showSearch={field.filterable === true}
              placeholder={placeholder}
              style={{ width: '100%' }}
              aria-label={ariaLabel}
            />
          );
        if (key === 'treeSelect')
          return (
            <TreeSelect
              value={value ?? undefined}
              onChange={(v) => onChange(v ?? (multiple ? [] : null))}
              treeData={options}
              multiple={multiple}
              disabled={disabled}
              allowClear={clear}
              showSearch={field.filterable === true}
              placeholder={placeholder}
              treeNodeFilterProp="label"
              style={{ width: '100%' }}
              aria-label={ariaLabel}
            />
          );
        return (
          <Select
            value={value === '' || value === null ? undefined : (value as string | string[])}
            onChange={(v) => onChange(v ?? (multiple ? [] : null))}
            options={options}
            loading={loading}
            mode={multiple ? 'multiple' : undefined}
            disabled={disabled}
            allowClear={clear}
            showSearch={field.filterable === true}
            optionFilterProp="label"
            placeholder={placeholder}
            style={{ width: '100%' }}
            aria-label={ariaLabel}
          />
        );
      }}
    </WithOptions>
  );
}

const pickerOf = (format: string) => {
  if (format === 'yyyy') return 'year' as const;
  if (format === 'yyyy-MM') return 'month' as const;
  return 'date' as const;
};

/** datePicker (epoch ms) and timePicker ("HH:mm:ss"). */
export function DateEditor(props: EditorProps) {
  const { t } = useTranslation();
  const { field, value, onChange, disabled, ariaLabel } = props;
  const format = str(field.format) ?? (field.__config__.jnpfKey === 'timePicker' ? 'HH:mm:ss' : 'yyyy-MM-dd');
  const shown = toDayjsFormat(format);
  const placeholder = str(field.placeholder) ?? t('formRenderer.selectPlaceholder');
  if (field.__config__.jnpfKey === 'timePicker') {
    const parsed = typeof value === 'string' && value ? dayjs(value, shown) : null;
    return (
      <TimePicker
        value={parsed?.isValid() ? parsed : null}
        format={shown}
        onChange={(v: Dayjs | null) => onChange(v ? v.format(shown) : null)}
        disabled={disabled}
        placeholder={placeholder}
        style={{ width: '100%' }}
        aria-label={ariaLabel}
      />
    );
  }
  const { min, max } = dateBounds(field, props.formValues);
  return (
    <DatePicker
      value={typeof value === 'number' ? dayjs(value) : null}
      format={shown}
      picker={pickerOf(format)}
      showTime={/H/.test(format)}
      minDate={min}
      maxDate={max}
      onChange={(v: Dayjs | null) => onChange(v ? v.startOf(formatUnit(format)).valueOf() : null)}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      aria-label={ariaLabel}
    />
  );
}

/** colorPicker, rate and slider. */
export function MiscEditor({ field, value, onChange, disabled, ariaLabel }: EditorProps) {
  const key = field.__config__.jnpfKey;
  if (key === 'colorPicker')
    return (
      <ColorField
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        alpha={field.showAlpha === true}
        disabled={disabled}
        ariaLabel={ariaLabel}
      />
    );
  if (key === 'rate')
    return (
      <Rate
        value={typeof value === 'number' ? value : 0}
        onChange={onChange}
        count={num(field.count) ?? 5}
        allowHalf={field.allowHalf === true}
        disabled={disabled}
        aria-label={ariaLabel}
      />
    );
  return (
    <Slider
      value={typeof value === 'number' ? value : 0}
      onChange={onChange}
      min={num(field.min) ?? 0}
      max={num(field.max) ?? 100}
      step={num(field.step) ?? 1}
      disabled={disabled}
      aria-label={ariaLabel}
    />
  );
}
