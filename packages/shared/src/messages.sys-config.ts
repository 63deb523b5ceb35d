import type { Language } from './language';

/** Server messages of the system settings and the image verification code. */
export const sysConfigMessages = {
  sysConfigUnknownKey: {
    zh: '未知的设置项：{field}',
    zhtw: '未知的設定項：{field}',
    en: 'Unknown setting: {field}',
  },
  sysConfigSysName: {
    zh: '系统名称必填，最多50个字符',
    zhtw: '系統名稱必填，最多50個字元',
    en: 'The system name is required, at most 50 characters',
  },
  sysConfigText: {
    zh: '{field} 须为文本，最多{max}个字符',
    zhtw: '{field} 須為文字，最多{max}個字元',
    en: '{field} must be text of at most {max} characters',
  },
  sysConfigIcon: {
    zh: '图标须为通过上传得到的图片（png、jpg、gif、webp）',
    zhtw: '圖示須為通過上傳得到的圖片（png、jpg、gif、webp）',
    en: 'An icon must be an image uploaded here (png, jpg, gif, webp)',
  },
  sysConfigIconMissing: {
    zh: '图标文件不存在，请重新上传',
    zhtw: '圖示檔案不存在，請重新上傳',
    en: 'The icon file does not exist; upload it again',
  },
  sysConfigTokenTimeout: {
    zh: '登录超时须为{min}到{max}之间的整数（分钟）',
    zhtw: '登入超時須為{min}到{max}之間的整數（分鐘）',
    en: 'The session timeout must be a whole number of minutes from {min} to {max}',
  },
  sysConfigPasswordErrorsNumber: {
    zh: '密码错误次数须为{min}到{max}之间的整数',
    zhtw: '密碼錯誤次數須為{min}到{max}之間的整數',
    en: 'The allowed wrong passwords must be a whole number from {min} to {max}',
  },
  sysConfigLockTime: {
    zh: '锁定时长须为{min}到{max}之间的整数（分钟）',
    zhtw: '鎖定時長須為{min}到{max}之間的整數（分鐘）',
    en: 'The lock time must be a whole number of minutes from {min} to {max}',
  },
  sysConfigVerificationCodeNumber: {
    zh: '验证码位数须为{min}到{max}之间的整数',
    zhtw: '驗證碼位數須為{min}到{max}之間的整數',
    en: 'The verification code length must be a whole number from {min} to {max}',
  },
  sysConfigChoice: {
    zh: '{field} 只能是 {values}',
    zhtw: '{field} 只能是 {values}',
    en: '{field} must be one of {values}',
  },
  sysConfigDefaultPassword: {
    zh: '新用户默认密码须为6-16位字符的密码（数字和字母组成）',
    zhtw: '新使用者預設密碼須為6-16位字元的密碼（數字和字母組成）',
    en: 'The new users’ default password must be 6-16 letters and digits, not all letters nor all digits',
  },
  verificationCodeRequired: {
    zh: '请输入验证码',
    zhtw: '請輸入驗證碼',
    en: 'Enter the verification code',
  },
  verificationCodeWrong: {
    zh: '验证码错误或已过期，请刷新后重试',
    zhtw: '驗證碼錯誤或已過期，請重新整理後重試',
    en: 'The verification code is wrong or has expired; refresh it and try again',
  },
} as const satisfies Record<string, Record<Language, string>>;
