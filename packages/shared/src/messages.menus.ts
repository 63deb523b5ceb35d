import type { Language } from './language';

/** Server messages of the menus, systems and their resources (buttons, columns, forms, data scopes). */
export const menusMessages = {
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
