/** The numbering template dialog of spec 02 (any form that numbers records may host it). */
export { BillRuleDialog, type BillRuleDialogProps } from './bill-rule-dialog';
