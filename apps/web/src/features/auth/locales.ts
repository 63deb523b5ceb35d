import { defineLocales } from '@/lib/define-locales';

const zh = {
  'changePassword.title': '修改初始密码',
  'changePassword.why': '您的密码是管理员设置的初始密码。请先修改密码，修改后即可继续使用系统。',
  'changePassword.old': '当前密码',
  'changePassword.oldRequired': '请输入当前密码',
  'changePassword.new': '新密码',
  'changePassword.newRequired': '请输入新密码',
  'changePassword.rule': '6-16位字符，由数字和字母组成',
  'changePassword.same': '新密码不能与当前密码相同',
  'changePassword.confirm': '确认新密码',
  'changePassword.confirmRequired': '请再次输入新密码',
  'changePassword.mismatch': '两次输入的密码不一致',
  'changePassword.submit': '修改并继续',
  'changePassword.signOut': '退出登录',
};

type Texts = Record<keyof typeof zh, string>;

const zhtw: Texts = {
  'changePassword.title': '變更初始密碼',
  'changePassword.why': '您的密碼是管理員設定的初始密碼。請先變更密碼，變更後即可繼續使用系統。',
  'changePassword.old': '目前密碼',
  'changePassword.oldRequired': '請輸入目前密碼',
  'changePassword.new': '新密碼',
  'changePassword.newRequired': '請輸入新密碼',
  'changePassword.rule': '6-16位字元，由數字和字母組成',
  'changePassword.same': '新密碼不能與目前密碼相同',
  'changePassword.confirm': '確認新密碼',
  'changePassword.confirmRequired': '請再次輸入新密碼',
  'changePassword.mismatch': '兩次輸入的密碼不一致',
  'changePassword.submit': '變更並繼續',
  'changePassword.signOut': '登出',
};

const en: Texts = {
  'changePassword.title': 'Change your initial password',
  'changePassword.why':
    'Your password is the initial one an administrator set. Change it first; then you can continue.',
  'changePassword.old': 'Current password',
  'changePassword.oldRequired': 'Enter the current password',
  'changePassword.new': 'New password',
  'changePassword.newRequired': 'Enter a new password',
  'changePassword.rule': '6-16 letters and digits, not all letters nor all digits',
  'changePassword.same': 'The new password must differ from the current one',
  'changePassword.confirm': 'Confirm the new password',
  'changePassword.confirmRequired': 'Enter the new password again',
  'changePassword.mismatch': 'The two passwords differ',
  'changePassword.submit': 'Change and continue',
  'changePassword.signOut': 'Sign out',
};

/** Texts of the forced password change after a first sign-in (/changePassword). */
export const locales = defineLocales({ zh, zhtw, en });
