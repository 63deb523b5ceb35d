import type { formScriptsZh } from './form-scripts.zh';

/** English texts of form scripts. */
export const formScriptsEn: Record<keyof typeof formScriptsZh, string> = {
  'formScripts.failed': 'A form script failed and was skipped',
  'formScripts.timeout': 'A form script took too long and was stopped',
  'formScripts.submitStopped': 'The form script stopped the submission',
  'formScripts.submitStoppedWhy': 'The form script stopped the submission: {{reason}}',
  'formScripts.submitFailed': 'The script run before submitting failed; nothing was submitted',
  'formScripts.submitTimeout': 'The script run before submitting took too long; nothing was submitted',
};
