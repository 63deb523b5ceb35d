// Texts of the signed-in screens: they load with the shell (lib/feature-locales.ts), never with
// /login, whose bundle holds only the core catalogue (zh.ts, zhtw.ts, en.ts) (ADR 0005).
import { sysConfigZh } from './sys-config.zh';
import { dataTableZh } from './data-table.zh';
import { printDevZh } from './print-dev.zh';
import { billRuleZh } from './bill-rule.zh';
import { dictionaryZh } from './dictionary.zh';
import { areaZh } from './area.zh';
import { widgetsZh } from './widgets.zh';
import { profileZh } from './profile.zh';
import { userAdminZh } from './user-admin.zh';
import { chatZh } from './chat.zh';
import { messagesZh } from './messages.zh';
import { organizeZh } from './organize.zh';
import { menusZh } from './menus.zh';
import { pickersZh } from './pickers.zh';
import { authorityZh } from './authority.zh';
import { excelZh } from './excel.zh';
import { uploadZh } from './upload.zh';
import { filePreviewZh } from './file-preview.zh';
import { visualDevZh } from './visualdev.zh';
import { formRendererZh } from './form-renderer.zh';
import { formScriptsZh } from './form-scripts.zh';
import { sysConfigZhtw } from './sys-config.zhtw';
import { dataTableZhtw } from './data-table.zhtw';
import { printDevZhtw } from './print-dev.zhtw';
import { billRuleZhtw } from './bill-rule.zhtw';
import { dictionaryZhtw } from './dictionary.zhtw';
import { areaZhtw } from './area.zhtw';
import { widgetsZhtw } from './widgets.zhtw';
import { profileZhtw } from './profile.zhtw';
import { userAdminZhtw } from './user-admin.zhtw';
import { chatZhtw } from './chat.zhtw';
import { messagesZhtw } from './messages.zhtw';
import { organizeZhtw } from './organize.zhtw';
import { menusZhtw } from './menus.zhtw';
import { pickersZhtw } from './pickers.zhtw';
import { authorityZhtw } from './authority.zhtw';
import { excelZhtw } from './excel.zhtw';
import { uploadZhtw } from './upload.zhtw';
import { filePreviewZhtw } from './file-preview.zhtw';
import { visualDevZhtw } from './visualdev.zhtw';
import { formRendererZhtw } from './form-renderer.zhtw';
import { formScriptsZhtw } from './form-scripts.zhtw';
import { sysConfigEn } from './sys-config.en';
import { dataTableEn } from './data-table.en';
import { printDevEn } from './print-dev.en';
import { billRuleEn } from './bill-rule.en';
import { dictionaryEn } from './dictionary.en';
import { areaEn } from './area.en';
import { widgetsEn } from './widgets.en';
import { profileEn } from './profile.en';
import { userAdminEn } from './user-admin.en';
import { chatEn } from './chat.en';
import { messagesEn } from './messages.en';
import { organizeEn } from './organize.en';
import { menusEn } from './menus.en';
import { pickersEn } from './pickers.en';
import { authorityEn } from './authority.en';
import { excelEn } from './excel.en';
import { uploadEn } from './upload.en';
import { filePreviewEn } from './file-preview.en';
import { visualDevEn } from './visualdev.en';
import { formRendererEn } from './form-renderer.en';
import { formScriptsEn } from './form-scripts.en';

/** Simplified Chinese texts of the signed-in screens: the source of their keys. */
export const shellZh = {
  ...sysConfigZh,
  ...dataTableZh,
  ...printDevZh,
  ...billRuleZh,
  ...dictionaryZh,
  ...areaZh,
  ...widgetsZh,
  ...profileZh,
  ...userAdminZh,
  ...chatZh,
  ...messagesZh,
  ...organizeZh,
  ...menusZh,
  ...pickersZh,
  ...authorityZh,
  ...excelZh,
  ...uploadZh,
  ...filePreviewZh,
  ...visualDevZh,
  ...formRendererZh,
  ...formScriptsZh,
};

/** A key of the signed-in screens' texts. */
export type ShellMessageKey = keyof typeof shellZh;

/** Traditional Chinese texts of the signed-in screens. */
export const shellZhtw: Record<ShellMessageKey, string> = {
  ...sysConfigZhtw,
  ...dataTableZhtw,
  ...printDevZhtw,
  ...billRuleZhtw,
  ...dictionaryZhtw,
  ...areaZhtw,
  ...widgetsZhtw,
  ...profileZhtw,
  ...userAdminZhtw,
  ...chatZhtw,
  ...messagesZhtw,
  ...organizeZhtw,
  ...menusZhtw,
  ...pickersZhtw,
  ...authorityZhtw,
  ...excelZhtw,
  ...uploadZhtw,
  ...filePreviewZhtw,
  ...visualDevZhtw,
  ...formRendererZhtw,
  ...formScriptsZhtw,
};

/** English texts of the signed-in screens. */
export const shellEn: Record<ShellMessageKey, string> = {
  ...sysConfigEn,
  ...dataTableEn,
  ...printDevEn,
  ...billRuleEn,
  ...dictionaryEn,
  ...areaEn,
  ...widgetsEn,
  ...profileEn,
  ...userAdminEn,
  ...chatEn,
  ...messagesEn,
  ...organizeEn,
  ...menusEn,
  ...pickersEn,
  ...authorityEn,
  ...excelEn,
  ...uploadEn,
  ...filePreviewEn,
  ...visualDevEn,
  ...formRendererEn,
  ...formScriptsEn,
};

/** The three languages, as the shell's loader adds them to the catalogue. */
export const shellLocales = { zh: shellZh, zhtw: shellZhtw, en: shellEn };
