/** Server messages of initial passwords and the forced password change at first sign-in. */
export const userPasswordMessages = {
  passwordChangeRequired: {
    zh: '请先修改初始密码，修改后才能继续使用系统',
    zhtw: '請先變更初始密碼，變更後才能繼續使用系統',
    en: 'Change your initial password first; you can continue once it is changed',
  },
  passwordChangeReminder: {
    zh: '您的密码是管理员设置的初始密码，请立即修改',
    zhtw: '您的密碼是管理員設定的初始密碼，請立即變更',
    en: 'Your password is the initial one an administrator set; change it now',
  },
  initialPasswordWeak: {
    zh: '初始密码须为8-16位，同时包含字母和数字，且不能与账号相同',
    zhtw: '初始密碼須為8-16位，同時包含字母和數字，且不能與帳號相同',
    en: 'The initial password must be 8-16 characters with both letters and digits, and differ from the account',
  },
  resetPasswordOneWay: {
    zh: '请只选择一种方式：指定密码或自动生成',
    zhtw: '請只選擇一種方式：指定密碼或自動產生',
    en: 'Choose one way only: a chosen password or a generated one',
  },
  importInstructionRow: {
    zh: '这是模板的说明行，不会被导入',
    zhtw: '這是範本的說明列，不會被匯入',
    en: 'This is the template’s instruction row; it is never imported',
  },
} as const;
