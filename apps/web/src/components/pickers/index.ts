/** Picker widgets reused by every module (spec 02 §2–§5). All are controlled (`value`/`onChange`). */
export { OrganizePicker, DepartmentPicker, type OrganizePickerProps } from './organize-picker';
export { PositionPicker, type PositionPickerProps } from './position-picker';
export { GroupPicker } from './group-picker';
export { RolePicker } from './role-picker';
export { UserPicker, type UserPickerProps, type UserRestriction } from './user-picker';
export type { PickerProps } from './types';
export { CURRENT_USER_ID, splitTypedId, typedId, toIds, type PickItem, type PickerValue } from './selection';
export { CombinedPicker, type CombinedPickerProps } from './combined-picker';
export { ApproverPicker, hasApprover, useApproverRules } from './approver-picker';
