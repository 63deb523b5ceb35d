import type { validationZh } from './validation.zh';

/** English messages of the shared field patterns. */
export const validationEn: Record<keyof typeof validationZh, string> = {
  'validation.phone': 'Please enter a valid mobile number',
  'validation.password': '6-16 characters of letters and digits (not only one kind)',
  'validation.email': 'Please enter a valid e-mail address',
  'validation.idCard': 'Please enter a valid national ID number',
  'validation.plate': 'Please enter a valid vehicle plate number',
  'validation.chinese': 'Please enter Chinese characters only',
  'validation.enCode': 'Codes may hold only letters, digits and dots, and cannot start or end with a dot',
  'validation.account': 'Only letters and digits are allowed',
  'validation.fullName': 'Names cannot contain special characters',
  'validation.numericCode': 'Codes may hold only digits',
  'validation.halfHours': 'Times must be whole numbers or multiples of 0.5',
  'validation.positiveInteger': 'Please enter a positive whole number',
  'validation.fieldName': 'Only letters, digits and underscores, starting with a letter',
};
