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
  // Profile and files (issue 3, h3c).
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
  // Organisation administration (issue 5).
  codeInvalid: {
    zh: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    zhtw: '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
    en: 'The code may contain only letters, digits and dots, and cannot start or end with a dot',
  },
  nameInvalid: {
    zh: '名称不能含有特殊符号',
    zhtw: '名稱不能含有特殊符號',
    en: 'The name cannot contain special characters',
  },
  codeTaken: {
    zh: '编码已存在：{code}',
    zhtw: '編碼已存在：{code}',
    en: 'The code is already in use: {code}',
  },
  nameTaken: {
    zh: '名称已存在：{name}',
    zhtw: '名稱已存在：{name}',
    en: 'The name is already in use: {name}',
  },
  organizeParentMissing: {
    zh: '上级组织不存在或已停用',
    zhtw: '上級組織不存在或已停用',
    en: 'The parent organisation does not exist or is disabled',
  },
  organizeParentLoop: {
    zh: '不能将组织移动到自身或其下级组织下',
    zhtw: '不能將組織移動到自身或其下級組織下',
    en: 'An organisation cannot be moved under itself or one of its descendants',
  },
  organizeCompanyParent: {
    zh: '公司只能位于顶级或其他公司之下',
    zhtw: '公司只能位於頂級或其他公司之下',
    en: 'A company can only be at the top or under another company',
  },
  organizeDepartmentRoot: {
    zh: '部门必须属于某个公司或部门',
    zhtw: '部門必須屬於某個公司或部門',
    en: 'A department must belong to a company or department',
  },
  organizeManagerMissing: {
    zh: '负责人不存在或已被删除',
    zhtw: '負責人不存在或已被刪除',
    en: 'The manager does not exist or was deleted',
  },
  organizeHasChildren: {
    zh: '该组织下还有{n}个下级组织，不能删除',
    zhtw: '該組織下還有{n}個下級組織，不能刪除',
    en: 'This organisation still has {n} sub-organisations; it cannot be deleted',
  },
  organizeHasPositions: {
    zh: '该组织下还有{n}个岗位，不能删除',
    zhtw: '該組織下還有{n}個職位，不能刪除',
    en: 'This organisation still has {n} positions; it cannot be deleted',
  },
  organizeHasUsers: {
    zh: '该组织下还有{n}个用户，不能删除',
    zhtw: '該組織下還有{n}個使用者，不能刪除',
    en: 'This organisation still has {n} users; it cannot be deleted',
  },
  positionOrganizeMissing: {
    zh: '所属组织不存在或已停用',
    zhtw: '所屬組織不存在或已停用',
    en: 'The organisation does not exist or is disabled',
  },
  positionHasUsers: {
    zh: '该岗位下还有{n}个用户，不能删除',
    zhtw: '該職位下還有{n}個使用者，不能刪除',
    en: 'This position is still held by {n} users; it cannot be deleted',
  },
  groupHasUsers: {
    zh: '该分组下还有{n}个用户，不能删除',
    zhtw: '該分組下還有{n}個使用者，不能刪除',
    en: 'This group still has {n} users; it cannot be deleted',
  },
  roleHasUsers: {
    zh: '该角色下还有{n}个用户，不能删除',
    zhtw: '該角色下還有{n}個使用者，不能刪除',
    en: 'This role is still held by {n} users; it cannot be deleted',
  },
  roleOrganizeMissing: {
    zh: '组织角色必须属于至少一个存在的组织',
    zhtw: '組織角色必須屬於至少一個存在的組織',
    en: 'An organisation role must belong to at least one existing organisation',
  },
  accountInvalid: {
    zh: '账户只能输入数字英文',
    zhtw: '帳戶只能輸入數字英文',
    en: 'The account may contain only letters and digits',
  },
  accountTaken: {
    zh: '账户已存在：{account}',
    zhtw: '帳戶已存在：{account}',
    en: 'The account is already in use: {account}',
  },
  phoneInvalid: {
    zh: '请正确输入您的手机号',
    zhtw: '請正確輸入您的手機號碼',
    en: 'Enter a valid mobile number',
  },
  emailInvalid: {
    zh: '请正确输入您的邮箱地址',
    zhtw: '請正確輸入您的電子郵件地址',
    en: 'Enter a valid e-mail address',
  },
  userRelationMissing: {
    zh: '所选的组织、岗位、角色、分组或主管不存在',
    zhtw: '所選的組織、職位、角色、分組或主管不存在',
    en: 'A chosen organisation, position, role, group or manager does not exist',
  },
  userAdminProtected: {
    zh: '不能禁用、删除或降级系统管理员',
    zhtw: '不能禁用、刪除或降級系統管理員',
    en: 'The system administrator cannot be disabled, deleted or demoted',
  },
  userSelfProtected: {
    zh: '不能禁用、删除自己或修改自己的角色、岗位和分组',
    zhtw: '不能禁用、刪除自己或修改自己的角色、職位和分組',
    en: 'You cannot disable or delete yourself, nor change your own roles, positions or groups',
  },
  roleNotHeld: {
    zh: '只能授予或收回自己拥有的角色',
    zhtw: '只能授予或收回自己擁有的角色',
    en: 'You can only grant or take away roles you hold yourself',
  },
  importXlsOnly: {
    zh: '只能上传 .xls 或 .xlsx 格式的文件',
    zhtw: '只能上傳 .xls 或 .xlsx 格式的文件',
    en: 'Only .xls or .xlsx files can be imported',
  },
  importXlsUnsupported: {
    zh: '暂不支持旧版 .xls 文件，请用 Excel 另存为 .xlsx 后再上传',
    zhtw: '暫不支援舊版 .xls 文件，請用 Excel 另存為 .xlsx 後再上傳',
    en: 'Old .xls files are not supported; save the file as .xlsx in Excel and upload it again',
  },
  importFileTooLarge: {
    zh: '文件大小不能超过2MB',
    zhtw: '文件大小不能超過2MB',
    en: 'The file must be smaller than 2MB',
  },
  importFileBroken: {
    zh: '文件已损坏或无法读取，请检查文件',
    zhtw: '文件已損壞或無法讀取，請檢查文件',
    en: 'The file is damaged or cannot be read; please check it',
  },
  importTooManyRows: {
    zh: '每次最多导入{max}条数据',
    zhtw: '每次最多匯入{max}條資料',
    en: 'At most {max} rows can be imported at once',
  },
  importHeaderInvalid: {
    zh: '模板格式不正确，请下载模板后填写',
    zhtw: '範本格式不正確，請下載範本後填寫',
    en: 'The columns do not match the template; download the template and fill it in',
  },
  importDataEmpty: { zh: '导入数据为空', zhtw: '匯入資料為空', en: 'There is no data to import' },
  importFileExpired: {
    zh: '文件不存在或已过期，请重新上传',
    zhtw: '文件不存在或已過期，請重新上傳',
    en: 'The file does not exist or has expired; upload it again',
  },
  importRequired: { zh: '{field}不能为空', zhtw: '{field}不能為空', en: '{field} is required' },
  importTooLong: { zh: '{field}过长', zhtw: '{field}過長', en: '{field} is too long' },
  importAccountDuplicate: {
    zh: '文件中账户重复：{account}',
    zhtw: '文件中帳戶重複：{account}',
    en: 'The account appears more than once in the file: {account}',
  },
  importOrganizeUnknown: {
    zh: '组织不存在：{name}',
    zhtw: '組織不存在：{name}',
    en: 'No such organisation: {name}',
  },
  importOrganizeAmbiguous: {
    zh: '组织名称不唯一，请填写完整路径（如 公司/部门）：{name}',
    zhtw: '組織名稱不唯一，請填寫完整路徑（如 公司/部門）：{name}',
    en: 'Several organisations have this name; write the full path (Company/Department): {name}',
  },
  importPositionUnknown: {
    zh: '所属组织中不存在岗位：{name}',
    zhtw: '所屬組織中不存在職位：{name}',
    en: 'No such position in the organisations: {name}',
  },
  importRoleUnknown: { zh: '角色不存在：{name}', zhtw: '角色不存在：{name}', en: 'No such role: {name}' },
  importGenderInvalid: {
    zh: '性别只能填写 男、女 或 保密',
    zhtw: '性別只能填寫 男、女 或 保密',
    en: 'Gender must be Male, Female or Secret',
  },
  importStateInvalid: {
    zh: '状态只能填写 启用 或 禁用',
    zhtw: '狀態只能填寫 啟用 或 禁用',
    en: 'Status must be Enabled or Disabled',
  },
  importSortInvalid: {
    zh: '排序只能填写0到999999的整数',
    zhtw: '排序只能填寫0到999999的整數',
    en: 'Sort must be a whole number from 0 to 999999',
  },
  importRowFailed: {
    zh: '导入失败，请稍后重试',
    zhtw: '匯入失敗，請稍後重試',
    en: 'The row could not be imported; try again later',
  },
  authorityObjectMissing: {
    zh: '要授权的角色、岗位、组织、分组或用户不存在',
    zhtw: '要授權的角色、職位、組織、分組或使用者不存在',
    en: 'The role, position, organisation, group or user to authorise does not exist',
  },
  authorityUnknownItem: {
    zh: '权限项不存在：{type} {id}',
    zhtw: '權限項不存在：{type} {id}',
    en: 'No such permission item: {type} {id}',
  },
  authorityMenuWithoutSystem: {
    zh: '菜单“{name}”所属的系统未授权，请同时勾选其系统',
    zhtw: '選單「{name}」所屬的系統未授權，請同時勾選其系統',
    en: 'The menu "{name}" needs its system granted too',
  },
  authorityItemWithoutMenu: {
    zh: '“{name}”所属的菜单“{menu}”未授权，请同时勾选该菜单',
    zhtw: '「{name}」所屬的選單「{menu}」未授權，請同時勾選該選單',
    en: '"{name}" needs its menu "{menu}" granted too',
  },
  authorityOwnObject: {
    zh: '不能修改自己或自己所属的角色、岗位、组织、分组的权限',
    zhtw: '不能修改自己或自己所屬的角色、職位、組織、分組的權限',
    en: 'You cannot change the permissions of yourself or of a role, position, organisation or group you belong to',
  },
  authorityNotHeld: {
    zh: '只能授予自己拥有的权限：{name}',
    zhtw: '只能授予自己擁有的權限：{name}',
    en: 'You can only grant permissions you hold yourself: {name}',
  },
  // Menus and resources (issue 5).
  menuParentMissing: {
    zh: '上级菜单不存在，或不是同一系统、同一类别的目录',
    zhtw: '上級選單不存在，或不是同一系統、同一類別的目錄',
    en: 'The parent menu does not exist, or is not a directory of the same system and category',
  },
  menuParentLoop: {
    zh: '不能将菜单移动到自身或其下级菜单下',
    zhtw: '不能將選單移動到自身或其下級選單下',
    en: 'A menu cannot be moved under itself or one of its sub-menus',
  },
  menuHasChildren: {
    zh: '该菜单下还有{n}个子菜单，请先删除子菜单',
    zhtw: '該選單下還有{n}個子選單，請先刪除子選單',
    en: 'This menu still has {n} sub-menus; delete them first',
  },
  menuTypeHasChildren: {
    zh: '该菜单下有子菜单，只能是目录类型',
    zhtw: '該選單下有子選單，只能是目錄類型',
    en: 'This menu has sub-menus, so it must stay a directory',
  },
  menuViewPathInvalid: {
    zh: '页面地址必须是相对路径，例如 system/menu',
    zhtw: '頁面地址必須是相對路徑，例如 system/menu',
    en: 'The page address must be a relative path such as system/menu',
  },
  menuLinkInvalid: {
    zh: '链接地址必须以 http:// 或 https:// 开头',
    zhtw: '鏈接地址必須以 http:// 或 https:// 開頭',
    en: 'The link address must start with http:// or https://',
  },
  menuDesignMissing: {
    zh: '请选择该菜单关联的功能、报表、大屏或门户（propertyJson.moduleId）',
    zhtw: '請選擇該選單關聯的功能、報表、大屏或門戶（propertyJson.moduleId）',
    en: 'Choose the feature, report, screen or portal this menu shows (propertyJson.moduleId)',
  },
  menuPropertyInvalid: {
    zh: '菜单属性（propertyJson）格式不正确',
    zhtw: '選單屬性（propertyJson）格式不正確',
    en: 'The menu properties (propertyJson) are malformed',
  },
  menuSystemMissing: {
    zh: '所属系统不存在',
    zhtw: '所屬系統不存在',
    en: 'The system does not exist',
  },
  systemMainProtected: {
    zh: '主系统不能删除、停用或修改编码',
    zhtw: '主系統不能刪除、停用或修改編碼',
    en: 'The main system cannot be deleted, disabled or recoded',
  },
  systemHasMenus: {
    zh: '该系统下还有{n}个菜单，不能删除',
    zhtw: '該系統下還有{n}個選單，不能刪除',
    en: 'This system still has {n} menus; it cannot be deleted',
  },
  buttonCodeInvalid: {
    zh: '按钮编码必须以 btn_ 开头，只能含英文、数字和下划线',
    zhtw: '按鈕編碼必須以 btn_ 開頭，只能含英文、數字和底線',
    en: 'A button code starts with btn_ and holds only letters, digits and underscores',
  },
  fieldCodeInvalid: {
    zh: '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
    zhtw: '只能輸入大小寫英文字母、數字、底線組合，且不能數字、底線開頭',
    en: 'Only letters, digits and underscores, starting with a letter',
  },
  schemeConditionInvalid: {
    zh: '数据权限条件格式不正确',
    zhtw: '資料權限條件格式不正確',
    en: 'The data permission condition is malformed',
  },
  formFieldNotGranted: {
    zh: '您没有填写字段“{field}”的权限',
    zhtw: '您沒有填寫欄位「{field}」的權限',
    en: 'You are not allowed to fill in the field "{field}"',
  },
  dataScopeUnsupported: {
    zh: '该菜单的数据权限无法解释',
    zhtw: '該選單的資料權限無法解釋',
    en: 'The data permissions of this menu cannot be explained',
  },
  dataScopeAdministrator: {
    zh: '超级管理员可查看全部数据',
    zhtw: '超級管理員可查看全部資料',
    en: 'An administrator sees all data',
  },
  dataScopeAllData: {
    zh: '该用户拥有全部数据权限',
    zhtw: '該使用者擁有全部資料權限',
    en: 'The user may see all data of this menu',
  },
  dataScopeMatched: {
    zh: '数据符合该用户的数据权限方案',
    zhtw: '資料符合該使用者的資料權限方案',
    en: "The row matches one of the user's data schemes",
  },
  dataScopeUnmatched: {
    zh: '数据不符合该用户的任何数据权限方案',
    zhtw: '資料不符合該使用者的任何資料權限方案',
    en: "The row matches none of the user's data schemes",
  },
  dataScopeNoScheme: {
    zh: '该用户没有此菜单的数据权限方案，看不到任何数据',
    zhtw: '該使用者沒有此選單的資料權限方案，看不到任何資料',
    en: 'The user holds no data scheme of this menu and sees no rows',
  },
  dataScopeNoMenu: {
    zh: '该用户没有此菜单的权限',
    zhtw: '該使用者沒有此選單的權限',
    en: 'The user may not open this menu',
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
