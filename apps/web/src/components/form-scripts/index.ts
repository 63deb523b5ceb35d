/** Form scripts (issue 17 point 4): run in a sandboxed frame, reaching the form through messages. */
export {
  useFormScripts,
  hasCode,
  type FormScripts,
  type FormScriptsHost,
  type FieldEvent,
  type ScriptFlag,
} from './use-form-scripts';
export { applyFlags, withFlag, type FieldFlags } from './flags';
export { ScriptSandbox, RUN_TIMEOUT, type RunResult } from './sandbox';
export { parseProp, parseCall, parseFrameMessage, type PropPath, type ScriptCall } from './protocol';
