/** Simplified Chinese texts of form scripts (the sandboxed onLoad, beforeSubmit, afterSubmit and field events). */
export const formScriptsZh = {
  'formScripts.failed': '表单脚本执行出错，已忽略',
  'formScripts.timeout': '表单脚本执行超时，已停止',
  'formScripts.submitStopped': '表单脚本阻止了提交',
  'formScripts.submitStoppedWhy': '表单脚本阻止了提交：{{reason}}',
  'formScripts.submitFailed': '提交前脚本执行出错，未提交',
  'formScripts.submitTimeout': '提交前脚本执行超时，未提交',
};
