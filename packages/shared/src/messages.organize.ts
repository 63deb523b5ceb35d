import type { Language } from './language';

/** Server messages of the organisation administration: companies, departments, positions, groups, roles, users and grants. */
export const organizeMessages = {
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
} as const satisfies Record<string, Record<Language, string>>;
