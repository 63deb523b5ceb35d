import type { ComponentType } from 'react';
import type { EditorProps } from './editor-types';
import {
  AreaEditor,
  AutoCompleteEditor,
  PickerEditor,
  PopupEditor,
  ReadOnlyEditor,
  UploadEditor,
} from './editors-advanced';
import {
  DateEditor,
  MiscEditor,
  NumberEditor,
  OptionEditor,
  SwitchEditor,
  TextEditor,
} from './editors-basic';
import { AttrView, CalculateView, SystemView } from './editors-shown';
import { OrganizeEditor } from './organize-editor';
import { RelationFormEditor } from './relation-form-editor';
import { LocationEditor, RichTextFieldEditor, SignatureEditor, SignEditor } from './rich-editors';

const EDITORS: Record<string, ComponentType<EditorProps>> = {
  input: TextEditor,
  textarea: TextEditor,
  numInput: NumberEditor,
  switch: SwitchEditor,
  radio: OptionEditor,
  checkbox: OptionEditor,
  select: OptionEditor,
  cascader: OptionEditor,
  treeSelect: OptionEditor,
  datePicker: DateEditor,
  timePicker: DateEditor,
  colorPicker: MiscEditor,
  rate: MiscEditor,
  slider: MiscEditor,
  uploadFile: UploadEditor,
  uploadImg: UploadEditor,
  organizeSelect: OrganizeEditor,
  depSelect: PickerEditor,
  posSelect: PickerEditor,
  userSelect: PickerEditor,
  roleSelect: PickerEditor,
  groupSelect: PickerEditor,
  usersSelect: PickerEditor,
  relationForm: RelationFormEditor,
  popupSelect: PopupEditor,
  popupTableSelect: PopupEditor,
  autoComplete: AutoCompleteEditor,
  areaSelect: AreaEditor,
  calculate: CalculateView,
  relationFormAttr: AttrView,
  popupAttr: AttrView,
  createUser: SystemView,
  createTime: SystemView,
  modifyUser: SystemView,
  modifyTime: SystemView,
  currOrganize: SystemView,
  currPosition: SystemView,
  billRule: SystemView,
  editor: RichTextFieldEditor,
  sign: SignEditor,
  signature: SignatureEditor,
  location: LocationEditor,
};

/** The editor of a value widget. */
export function FieldEditor(props: EditorProps) {
  const Editor = EDITORS[props.field.__config__.jnpfKey] ?? ReadOnlyEditor;
  return <Editor {...props} />;
}
