export { RichTextEditor } from './rich-text-editor';
