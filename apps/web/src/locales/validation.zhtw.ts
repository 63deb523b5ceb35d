import type { validationZh } from './validation.zh';

/** Traditional Chinese messages of the shared field patterns. */
export const validationZhtw: Record<keyof typeof validationZh, string> = {
  'validation.phone': '請正確輸入您的手機號碼',
  'validation.password': '6-16位字元的密碼（數字和字母組成）',
  'validation.email': '請正確輸入您的電子郵件地址',
  'validation.idCard': '請正確輸入您的身分證號碼',
  'validation.plate': '請正確輸入您的車牌號',
  'validation.chinese': '請正確輸入中文',
  'validation.enCode': '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
  'validation.account': '只能輸入數字英文',
  'validation.fullName': '名稱不能含有特殊符號',
  'validation.numericCode': '編碼只能輸入數字',
  'validation.halfHours': '時間只能是整數和0.5的倍數',
  'validation.positiveInteger': '請輸入正整數',
  'validation.fieldName': '只能輸入大小寫英文字母、數字、底線組合，且不能以數字、底線開頭',
};
