export { ImportWizard, type ImportWizardProps } from './import-wizard';
export { downloadFile } from './download-file';
export { checkFile, importRefusal, leaveUploadRefusal, type FileRefusal } from './wizard-rules';
