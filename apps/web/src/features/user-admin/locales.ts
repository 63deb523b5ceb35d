import { defineLocales } from '@/lib/define-locales';

const zh = {
  'userPassword.initial': '初始密码',
  'userPassword.initialHelp': '留空则自动生成高强度密码，创建后仅显示一次',
  'userPassword.initialRule': '须为8-16位，同时包含字母和数字，且不能与账号相同',
  'userPassword.mode': '新密码',
  'userPassword.generate': '自动生成（仅显示一次）',
  'userPassword.choose': '指定密码',
  'userPassword.shownTitle': '请记下初始密码',
  'userPassword.shownOnce':
    '此密码只显示这一次，关闭后无法再查看。请通过安全渠道告知用户；用户首次登录时须修改密码。',
  'userPassword.account': '账号',
  'userPassword.password': '密码',
  'userPassword.copy': '复制密码',
  'userPassword.copied': '已复制',
  'userPassword.done': '我已记下',
};

type Texts = Record<keyof typeof zh, string>;

const zhtw: Texts = {
  'userPassword.initial': '初始密碼',
  'userPassword.initialHelp': '留空則自動產生高強度密碼，建立後僅顯示一次',
  'userPassword.initialRule': '須為8-16位，同時包含字母和數字，且不能與帳號相同',
  'userPassword.mode': '新密碼',
  'userPassword.generate': '自動產生（僅顯示一次）',
  'userPassword.choose': '指定密碼',
  'userPassword.shownTitle': '請記下初始密碼',
  'userPassword.shownOnce':
    '此密碼只顯示這一次，關閉後無法再查看。請透過安全管道告知使用者；使用者首次登入時須變更密碼。',
  'userPassword.account': '帳號',
  'userPassword.password': '密碼',
  'userPassword.copy': '複製密碼',
  'userPassword.copied': '已複製',
  'userPassword.done': '我已記下',
};

const en: Texts = {
  'userPassword.initial': 'Initial password',
  'userPassword.initialHelp': 'Leave empty to generate a strong password, shown once after creation',
  'userPassword.initialRule': '8-16 characters with both letters and digits, different from the account',
  'userPassword.mode': 'New password',
  'userPassword.generate': 'Generate (shown once)',
  'userPassword.choose': 'Choose a password',
  'userPassword.shownTitle': 'Note the initial password',
  'userPassword.shownOnce':
    'This password is shown only now and cannot be viewed again. Give it to the user through a safe channel; they must change it at first sign-in.',
  'userPassword.account': 'Account',
  'userPassword.password': 'Password',
  'userPassword.copy': 'Copy password',
  'userPassword.copied': 'Copied',
  'userPassword.done': 'I have noted it',
};

/** Texts of the users page's initial passwords and import checks (permission/user). */
export const locales = defineLocales({ zh, zhtw, en });
