import type { formScriptsZh } from './form-scripts.zh';

/** Traditional Chinese (Taiwan) texts of form scripts. */
export const formScriptsZhtw: Record<keyof typeof formScriptsZh, string> = {
  'formScripts.failed': '表單指令碼執行出錯，已忽略',
  'formScripts.timeout': '表單指令碼執行逾時，已停止',
  'formScripts.submitStopped': '表單指令碼阻止了送出',
  'formScripts.submitStoppedWhy': '表單指令碼阻止了送出：{{reason}}',
  'formScripts.submitFailed': '送出前指令碼執行出錯，未送出',
  'formScripts.submitTimeout': '送出前指令碼執行逾時，未送出',
};
