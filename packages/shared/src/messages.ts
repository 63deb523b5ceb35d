import type { Language } from './language';
import { dataInterfaceMessages } from './messages.data-interface';
import { dataInterfaceSqlMessages } from './messages.data-interface-sql';
import { columnSettingsMessages } from './messages.column-settings';
import { billRuleMessages } from './messages.bill-rule';
import { areaMessages } from './messages.area';
import { messageTemplateMessages } from './messages.message-template';
import { sysConfigMessages } from './messages.sys-config';
import { printDevMessages } from './messages.print-dev';
import { dictionaryMessages } from './messages.dictionary';
import { inputMessages } from './messages.input';
import { excelMessages } from './messages.excel';
import { dynamicTableMessages } from './messages.dynamic-table';
import { schedulingMessages } from './messages.scheduling';
import { userPasswordMessages } from './messages.user-password';
import { onlineUsersMessages } from './messages.online-users';
import { profileMessages } from './messages.profile';
import { fileChunkMessages } from './messages.file-chunks';
import { organizeMessages } from './messages.organize';
import { menusMessages } from './messages.menus';
import { formModelMessages } from './messages.form-model';
import { visualDevMessages } from './messages.visualdev';
import { visualDevTableMessages } from './messages.visualdev-tables';
import { onlineDevMessages } from './messages.online-dev';
import { onlineDevImportMessages } from './messages.online-dev-import';
import { advancedQueryMessages } from './messages.advanced-query';

/** The per-module parts of {@link serverMessages}: no two may share a key (a test checks). */
export const serverMessageParts = [
  dataInterfaceMessages,
  dataInterfaceSqlMessages,
  columnSettingsMessages,
  billRuleMessages,
  areaMessages,
  messageTemplateMessages,
  sysConfigMessages,
  printDevMessages,
  dictionaryMessages,
  inputMessages,
  excelMessages,
  dynamicTableMessages,
  schedulingMessages,
  userPasswordMessages,
  onlineUsersMessages,
  profileMessages,
  fileChunkMessages,
  organizeMessages,
  menusMessages,
  formModelMessages,
  visualDevMessages,
  visualDevTableMessages,
  onlineDevMessages,
  onlineDevImportMessages,
  advancedQueryMessages,
] as const;

/**
 * Messages the server sends in `msg`, in every language. The web client has its own catalogue
 * (apps/web/src/locales); these are only the texts that travel over the wire.
 */
export const serverMessages = {
  ...dataInterfaceMessages,
  ...dataInterfaceSqlMessages,
  ...columnSettingsMessages,
  ...billRuleMessages,
  ...areaMessages,
  ...messageTemplateMessages,
  ...sysConfigMessages,
  ...printDevMessages,
  ...dictionaryMessages,
  ...inputMessages,
  ...excelMessages,
  ...dynamicTableMessages,
  ...schedulingMessages,
  ...userPasswordMessages,
  ...onlineUsersMessages,
  ...profileMessages,
  ...fileChunkMessages,
  ...organizeMessages,
  ...menusMessages,
  ...formModelMessages,
  ...visualDevMessages,
  ...visualDevTableMessages,
  ...onlineDevMessages,
  ...onlineDevImportMessages,
  ...advancedQueryMessages,
  ok: { zh: '操作成功', zhtw: '操作成功', en: 'Success' },
  loginSuccess: { zh: '登录成功', zhtw: '登入成功', en: 'Signed in' },
  logoutSuccess: { zh: '退出成功', zhtw: '退出成功', en: 'Signed out' },
  unlockSuccess: { zh: '解锁成功', zhtw: '解鎖成功', en: 'Unlocked' },
  wrongCredentials: { zh: '账号或密码错误', zhtw: '帳號或密碼錯誤', en: 'Wrong account or password' },
  wrongPassword: { zh: '密码错误', zhtw: '密碼錯誤', en: 'Wrong password' },
  accountLocked: {
    zh: '账号已锁定，请联系管理员解除锁定',
    zhtw: '帳號已鎖定，請聯繫管理員解除鎖定',
    en: 'The account is locked; ask an administrator to unlock it',
  },
  accountLockedFor: {
    zh: '密码错误次数过多，账号已锁定，请{minutes}分钟后再试',
    zhtw: '密碼錯誤次數過多，帳號已鎖定，請{minutes}分鐘後再試',
    en: 'Too many wrong passwords; the account is locked, try again in {minutes} minutes',
  },
  accountDisabled: {
    zh: '账号已被禁用，请联系管理员',
    zhtw: '帳號已被禁用，請聯繫管理員',
    en: 'The account is disabled; contact an administrator',
  },
  noMenus: {
    zh: '您的权限不足，请联系管理员',
    zhtw: '您的權限不足，請聯繫管理員',
    en: 'You have no access; contact an administrator',
  },
  tooManyAttempts: {
    zh: '操作过于频繁，请{seconds}秒后再试',
    zhtw: '操作過於頻繁，請{seconds}秒後再試',
    en: 'Too many attempts; try again in {seconds} seconds',
  },
  sessionExpired: {
    zh: '登录过期,请重新登录',
    zhtw: '登入過期,請重新登入',
    en: 'Session expired, please sign in again',
  },
  signedInElsewhere: {
    zh: '此账号已在其他地方登录',
    zhtw: '此帳號已在其他地方登入',
    en: 'This account has signed in elsewhere',
  },
  tokenInvalid: {
    zh: '登录凭证无效，请重新登录',
    zhtw: '登入憑證無效，請重新登入',
    en: 'Invalid sign-in token, please sign in again',
  },
  forbidden: {
    zh: '您没有此操作的权限',
    zhtw: '您沒有此操作的權限',
    en: 'You do not have permission for this action',
  },
  notFound: { zh: '接口不存在', zhtw: '介面不存在', en: 'No such API' },
  recordNotFound: { zh: '数据不存在', zhtw: '資料不存在', en: 'The record does not exist' },
  duplicateRecord: {
    zh: '已存在相同编码或名称的数据，请刷新后重试',
    zhtw: '已存在相同編碼或名稱的資料，請重新整理後重試',
    en: 'A record with the same code or name already exists; refresh and try again',
  },
  validation: { zh: '{field}：{reason}', zhtw: '{field}：{reason}', en: '{field}: {reason}' },
  badBody: { zh: '请求内容格式错误', zhtw: '請求內容格式錯誤', en: 'The request body is malformed' },
  payloadTooLarge: { zh: '请求内容过大', zhtw: '請求內容過大', en: 'The request is too large' },
  serverError: {
    zh: '系统繁忙，请稍后再试',
    zhtw: '系統繁忙，請稍後再試',
    en: 'Something went wrong, please try again later',
  },
  emptyUserInfo: {
    zh: '验证失败，请重新登录。',
    zhtw: '驗證失敗，請重新登入。',
    en: 'Verification failed, please sign in again.',
  },
  invalidMobile: {
    zh: '请正确输入您的手机号',
    zhtw: '請正確輸入您的手機號碼',
    en: 'Please enter a valid mobile number',
  },
  smsCodeSent: { zh: '验证码已发送', zhtw: '驗證碼已發送', en: 'Verification code sent' },
  loginSuccessScan: { zh: '扫码登录成功', zhtw: '掃碼登入成功', en: 'Signed in by scan code' },
  loginSuccessSms: { zh: '验证码登录成功', zhtw: '驗證碼登入成功', en: 'Signed in by verification code' },
  smsResendWait: {
    zh: '请{seconds}秒后再获取验证码',
    zhtw: '請{seconds}秒後再獲取驗證碼',
    en: 'Please wait {seconds} seconds before requesting another code',
  },
  wrongSmsCode: {
    zh: '验证码错误或已失效',
    zhtw: '驗證碼錯誤或已失效',
    en: 'Wrong or expired verification code',
  },
  ticketNotFound: {
    zh: '二维码不存在或已失效',
    zhtw: 'QR 碼不存在或已失效',
    en: 'The QR code does not exist or has expired',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ServerMessageKey = keyof typeof serverMessages;

/** Renders a server message in a language, filling `{name}` placeholders. */
export function formatServerMessage(
  key: ServerMessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const template: string = serverMessages[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
