import { Form, Input, type InputProps } from 'antd';
import { CODE_RULE, NAME_RULE } from '@tessera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link NameField} and {@link CodeField}. */
export interface TextFieldProps {
  /** Form field name (default `fullName` / `enCode`). */
  name?: string;
  label: string;
  /** Shown when the field is left empty or blank. */
  requiredMessage: string;
  /** `data-testid` of the input. */
  testId?: string;
  /** Longest accepted value (default 50). */
  maxLength?: number;
  /** Help under the input. */
  extra?: ReactNode;
}

/** Props of {@link CodeField}: a {@link TextFieldProps} with its own pattern. */
export interface CodeFieldProps extends TextFieldProps {
  /** Accepted shape (default the spec's code rule: letters, digits, inner dots). */
  pattern?: RegExp;
  /** Shown when the pattern does not match (default `validation.enCode`). */
  patternMessage?: string;
  inputMode?: InputProps['inputMode'];
}

/** The defaults of a name and of a code (spec 02 section 5). */
const KINDS = {
  name: { name: 'fullName', pattern: NAME_RULE.pattern, messageKey: 'validation.fullName' },
  code: { name: 'enCode', pattern: CODE_RULE.pattern, messageKey: 'validation.enCode' },
};

/** A required one-line text with a length limit and a pattern; name and code differ only in defaults. */
function PatternField({ kind, ...props }: CodeFieldProps & { kind: keyof typeof KINDS }) {
  const { t } = useTranslation();
  const defaults = KINDS[kind];
  const { name = defaults.name, label, requiredMessage, testId, maxLength = 50, extra, inputMode } = props;
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        { max: maxLength },
        {
          pattern: props.pattern ?? defaults.pattern,
          message: props.patternMessage ?? t(defaults.messageKey),
        },
      ]}
    >
      <Input maxLength={maxLength} autoComplete="off" inputMode={inputMode} data-testid={testId} />
    </Form.Item>
  );
}

/** A record's name: required, at most `maxLength` (50), no special characters. */
export const NameField = (props: TextFieldProps) => <PatternField kind="name" {...props} />;

/** A record's code: required, at most `maxLength` (50), matching `pattern` (the spec's code rule). */
export const CodeField = (props: CodeFieldProps) => <PatternField kind="code" {...props} />;

/** Props of {@link NameCodeFields}. */
export interface NameCodeFieldsProps {
  /** Text namespace: labels `${ns}.field.fullName|enCode`, messages `${ns}.required.fullName|enCode`. */
  ns: string;
  /** Test ids are this prefix plus `fullName` / `enCode` (default `field-`). */
  testIdPrefix?: string;
  /** Overrides of the code field (its pattern, length, help). */
  code?: Partial<CodeFieldProps>;
}

/** The name and code pair every administered record starts with, texts taken from `ns`. */
export function NameCodeFields({ ns, testIdPrefix = 'field-', code }: NameCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <NameField
        label={t(`${ns}.field.fullName`)}
        requiredMessage={t(`${ns}.required.fullName`)}
        testId={`${testIdPrefix}fullName`}
      />
      <CodeField
        label={t(`${ns}.field.enCode`)}
        requiredMessage={t(`${ns}.required.enCode`)}
        testId={`${testIdPrefix}enCode`}
        {...code}
      />
    </>
  );
}
