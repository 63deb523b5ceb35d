import { Button, Upload } from 'antd';
import { Auth } from '@/components/permission';

/** Offers `data` to the user as `<name>.json`. */
export function saveJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Props of {@link ImportButton}. */
export interface ImportButtonProps {
  text: string;
  /** Receives the chosen file (nothing is uploaded by the widget itself). */
  onFile: (file: File) => void;
  /** Accepted files (default JSON). */
  accept?: string;
  /** Button code (default btn_upload). */
  code?: string;
  testId?: string;
}

/** The toolbar's import button: picks one file for the page, shown to holders of its code. */
export function ImportButton({ text, onFile, accept, code, testId }: ImportButtonProps) {
  return (
    <Auth code={code ?? 'btn_upload'}>
      <Upload
        accept={accept ?? '.json,application/json'}
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <Button data-testid={testId}>{text}</Button>
      </Upload>
    </Auth>
  );
}
