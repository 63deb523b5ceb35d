import type { sysConfigZh } from './sys-config.zh';

/** English texts of the system settings page. */
export const sysConfigEn: Record<keyof typeof sysConfigZh, string> = {
  'sysConfig.title': 'System settings',
  'sysConfig.tab.basic': 'Basic',
  'sysConfig.tab.security': 'Security',
  'sysConfig.save': 'Save',
  'sysConfig.saved': 'Saved; applies from the next sign-in or request',
  'sysConfig.required': 'Enter the {{field}}',
  'sysConfig.field.sysName': 'System name',
  'sysConfig.field.title': 'Browser title',
  'sysConfig.field.sysVersion': 'Version',
  'sysConfig.field.copyright': 'Copyright',
  'sysConfig.field.companyName': 'Company',
  'sysConfig.field.companyContacts': 'Contact person',
  'sysConfig.field.companyTelePhone': 'Telephone',
  'sysConfig.field.logoIcon': 'System logo',
  'sysConfig.field.loginIcon': 'Sign-in page logo',
  'sysConfig.field.tokenTimeout': 'Session timeout (minutes)',
  'sysConfig.field.singleLogin': 'Sign-in sessions',
  'sysConfig.field.passwordErrorsNumber': 'Wrong passwords allowed',
  'sysConfig.field.lockType': 'Lock type',
  'sysConfig.field.lockTime': 'Lock time (minutes)',
  'sysConfig.field.enableVerificationCode': 'Verification code',
  'sysConfig.field.verificationCodeNumber': 'Code length',
  'sysConfig.field.lastLoginTimeSwitch': 'Show the previous sign-in time',
  'sysConfig.field.newUserDefaultPassword': 'New users’ default password',
  'sysConfig.single.1': 'One session (a new sign-in ends the older one)',
  'sysConfig.single.2': 'Several sessions at once',
  'sysConfig.lock.1': 'Lock until an administrator unlocks',
  'sysConfig.lock.2': 'Lock for a while, then unlock by itself',
  'sysConfig.hint.sysName':
    'Shown on the sign-in page, the top bar and the About dialog; at most 50 characters',
  'sysConfig.hint.copyright': 'Shown at the foot of the sign-in page',
  'sysConfig.hint.icon':
    'Upload a png, jpg, gif or webp image (at most 10 MB); the server checks the image before keeping it',
  'sysConfig.hint.tokenTimeout':
    'Idle time before signing in again ({{min}}–{{max}}); applies to new sign-ins and the next renewal',
  'sysConfig.hint.singleLogin':
    'With one session, signing in again tells the older session it was signed in elsewhere',
  'sysConfig.hint.passwordErrorsNumber':
    'Wrong passwords in a row before the account locks ({{min}}–{{max}})',
  'sysConfig.hint.lockTime': 'How long a timed lock lasts ({{min}}–{{max}})',
  'sysConfig.hint.enableVerificationCode': 'When on, password sign-in asks for the code shown in a picture',
  'sysConfig.hint.verificationCodeNumber': 'Characters of the picture code ({{min}}–{{max}})',
  'sysConfig.hint.newUserDefaultPassword':
    'First password of new users: 6-16 letters and digits, not all letters nor all digits. Leave empty to keep it',
  'sysConfig.upload': 'Upload image',
  'sysConfig.removeIcon': 'Remove',
  'sysConfig.iconTooLarge': 'The image must be at most 10 MB',
  'sysConfig.noIcon': 'None',
};
