import type { Language } from './language';

/** Server messages of the profile, passwords, signatures and files. */
export const profileMessages = {
  oldPasswordWrong: { zh: '旧密码错误', zhtw: '舊密碼錯誤', en: 'The old password is wrong' },
  samePassword: {
    zh: '新密码不能与旧密码相同',
    zhtw: '新密碼不能與舊密碼相同',
    en: 'The new password must differ from the old one',
  },
  passwordChanged: {
    zh: '密码修改成功，其他设备已退出登录',
    zhtw: '密碼修改成功，其他裝置已登出',
    en: 'Password changed; other devices were signed out',
  },
  notYourMajor: {
    zh: '只能切换到您所属的组织或岗位',
    zhtw: '只能切換到您所屬的組織或職位',
    en: 'You can only switch to an organisation or position you belong to',
  },
  uploadTypeUnknown: { zh: '不支持的上传类型', zhtw: '不支援的上傳類型', en: 'Unknown upload type' },
  fileTypeRefused: {
    zh: '文件类型不允许，请上传图片',
    zhtw: '文件類型不允許，請上傳圖片',
    en: 'This file type is not allowed; upload an image',
  },
  fileTooLarge: {
    zh: '文件大小超过{size}',
    zhtw: '文件大小超過{size}',
    en: 'The file is larger than {size}',
  },
  fileMissing: { zh: '请选择文件', zhtw: '請選擇文件', en: 'Choose a file' },
  messageNotFound: {
    zh: '消息不存在或已被删除',
    zhtw: '消息不存在或已被刪除',
    en: 'The message does not exist or was deleted',
  },
  messageTitleRequired: { zh: '标题不能为空', zhtw: '標題不能為空', en: 'The title is required' },
  noticeNoRecipients: {
    zh: '请选择接收人后再发布',
    zhtw: '請選擇接收人後再發佈',
    en: 'Choose at least one recipient before releasing',
  },
  noticeBodyTooLong: {
    zh: '公告内容不能超过{max}个字符',
    zhtw: '公告內容不能超過{max}個字元',
    en: 'The notice body can have at most {max} characters',
  },
  noticeFileInvalid: {
    zh: '附件无效，请重新上传',
    zhtw: '附件無效，請重新上傳',
    en: 'An attachment is invalid; upload it again',
  },
  chatImageTooLarge: {
    zh: '图片大小不能超过5M',
    zhtw: '圖片大小不能超過5M',
    en: 'The image must not be larger than 5MB',
  },
  chatFrameInvalid: { zh: '消息格式不正确', zhtw: '消息格式不正確', en: 'Malformed message' },
  chatFrameTooLarge: { zh: '消息过大', zhtw: '消息過大', en: 'The message is too large' },
  chatTooFast: {
    zh: '发送过于频繁，请稍后再试',
    zhtw: '發送過於頻繁，請稍後再試',
    en: 'Too many messages; please slow down',
  },
  chatTextEmpty: { zh: '不能发送空白消息', zhtw: '不能發送空白消息', en: 'An empty message cannot be sent' },
  chatTextTooLong: {
    zh: '消息不能超过{max}个字符',
    zhtw: '消息不能超過{max}個字元',
    en: 'A message can have at most {max} characters',
  },
  chatContentInvalid: { zh: '消息内容不正确', zhtw: '消息內容不正確', en: 'Invalid message content' },
  chatImageMissing: {
    zh: '图片不存在，请重新上传',
    zhtw: '圖片不存在，請重新上傳',
    en: 'The image was not found; upload it again',
  },
  chatUserUnavailable: {
    zh: '该用户不存在或已被禁用',
    zhtw: '該使用者不存在或已被禁用',
    en: 'This user does not exist or is disabled',
  },
  chatSelf: {
    zh: '不能给自己发送消息',
    zhtw: '不能給自己發送消息',
    en: 'You cannot send a message to yourself',
  },
  chatImagePlaceholder: { zh: '[图片]', zhtw: '[圖片]', en: '[Image]' },
  chatVoicePlaceholder: { zh: '[语音]', zhtw: '[語音]', en: '[Voice]' },
  chatVideoPlaceholder: { zh: '[视频]', zhtw: '[影片]', en: '[Video]' },
  signImgLimit: {
    zh: '签名最多{n}个',
    zhtw: '簽名最多{n}個',
    en: 'At most {n} signatures',
  },
} as const satisfies Record<string, Record<Language, string>>;
