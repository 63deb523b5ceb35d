import { Typography } from 'antd';

/** Why the last pick's files were refused (spec 02 §5 messages), announced to screen readers. */
export function UploadRefusals({ refusals, testId }: { refusals: readonly string[]; testId: string }) {
  if (refusals.length === 0) return null;
  return (
    <div role="alert" className="tessera-upload-refusals" data-testid={`${testId}-refusals`}>
      {refusals.map((text, index) => (
        <Typography.Text key={index} type="danger">
          {text}
        </Typography.Text>
      ))}
    </div>
  );
}
