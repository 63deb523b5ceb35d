import { AttrEditor } from './attr-editor';
import { CalcEditor } from './calc-editor';
import { DateRulesEditor } from './date-rules-editor';
import { list, text, type PropEditorProps } from './editor-props';
import { LinkageEditor, type TemplateItem } from './linkage-editor';
import { NumInputEditor } from './num-input-editor';
import { PICKER_KINDS, PickerRestrictEditor } from './picker-restrict-editor';
import { PopupEditor } from './popup-editor';
import { RelationFormEditor } from './relation-form-editor';
import { SubTableEditor } from './sub-table-editor';

const OPTION_KINDS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);
const POPUP_KINDS = new Set(['popupSelect', 'popupTableSelect', 'autoComplete']);

/** The editors that belong to one widget kind, beside the common ones of the props panel. */
export function KindProps(props: PropEditorProps) {
  const { field, fields, setConfig } = props;
  const key = String(field.__config__.jnpfKey);
  if (OPTION_KINDS.has(key)) {
    if (field.__config__.dataType !== 'dynamic') return null;
    return (
      <LinkageEditor
        interfaceId={text(field.__config__.propsUrl)}
        field={field}
        fields={fields}
        value={list<TemplateItem>(field.__config__.templateJson)}
        onChange={(next) => setConfig('templateJson', next)}
      />
    );
  }
  if (POPUP_KINDS.has(key)) return <PopupEditor {...props} />;
  if (PICKER_KINDS.has(key)) return <PickerRestrictEditor {...props} />;
  switch (key) {
    case 'calculate':
      return <CalcEditor {...props} />;
    case 'relationForm':
      return <RelationFormEditor {...props} />;
    case 'relationFormAttr':
    case 'popupAttr':
      return <AttrEditor {...props} />;
    case 'datePicker':
    case 'timePicker':
      return <DateRulesEditor {...props} />;
    case 'table':
      return <SubTableEditor {...props} />;
    case 'numInput':
      return <NumInputEditor {...props} />;
    default:
      return null;
  }
}
