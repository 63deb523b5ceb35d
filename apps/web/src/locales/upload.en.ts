import type { uploadZh } from './upload.zh';

/** English texts of the chunked upload. */
export const uploadEn: Record<keyof typeof uploadZh, string> = {
  'upload.status.waiting': 'Waiting',
  'upload.status.check': 'Checking file',
  'upload.status.paused': 'Paused',
  'upload.status.uploading': 'Uploading',
  'upload.status.success': 'Uploaded',
  'upload.status.error': 'Upload failed',
  'upload.hashing': 'Computing the file MD5',
  'upload.hashFailed': 'The file could not be read, please retry',
  'upload.rule.countFile': 'At most {{n}} files can be uploaded',
  'upload.rule.fileTooLarge': 'File size exceeds {{n}}{{unit}}',
  'upload.rule.accept': 'Please choose a file of type {{type}}',
  'upload.rule.onlyImage': 'Please upload an image',
  'upload.rule.countImage': 'At most {{n}} images can be uploaded',
  'upload.rule.imageTooLarge': 'Image size exceeds {{n}}{{unit}}',
  'upload.category.separator': ', ',
  'upload.category.image': 'image',
  'upload.category.video': 'video',
  'upload.category.audio': 'audio',
  'upload.category.document': 'document',
  'upload.category.excel': 'Excel',
  'upload.category.word': 'Word',
  'upload.category.pdf': 'PDF',
  'upload.category.txt': 'TXT',
};
