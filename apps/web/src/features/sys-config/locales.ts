import { defineLocales } from '@/lib/define-locales';

const zh = {
  'sysConfig.field.forceChangeInitialPassword': '首次登录须修改初始密码',
  'sysConfigSecret.forceChangeHint': '管理员创建、导入或重置密码的用户，登录后须先修改密码才能继续使用',
  'sysConfigSecret.set': '已设置',
  'sysConfigSecret.notSet': '未设置',
  'sysConfigSecret.replaceHint': '导入用户的初始密码，保密不回显；输入新值即替换，留空不修改',
};

type Texts = Record<keyof typeof zh, string>;

const zhtw: Texts = {
  'sysConfig.field.forceChangeInitialPassword': '首次登入須變更初始密碼',
  'sysConfigSecret.forceChangeHint': '管理員建立、匯入或重設密碼的使用者，登入後須先變更密碼才能繼續使用',
  'sysConfigSecret.set': '已設定',
  'sysConfigSecret.notSet': '未設定',
  'sysConfigSecret.replaceHint': '匯入使用者的初始密碼，保密不回顯；輸入新值即取代，留空不修改',
};

const en: Texts = {
  'sysConfig.field.forceChangeInitialPassword': 'Change the initial password at first sign-in',
  'sysConfigSecret.forceChangeHint':
    'Users whose password an administrator created, imported or reset must change it before doing anything else',
  'sysConfigSecret.set': 'Set',
  'sysConfigSecret.notSet': 'Not set',
  'sysConfigSecret.replaceHint':
    'Initial password of imported users; a secret, never shown. Type a new one to replace it, leave empty to keep it',
};

/** Texts of the settings page's secrets and the forced password change (system/sysConfig). */
export const locales = defineLocales({ zh, zhtw, en });
