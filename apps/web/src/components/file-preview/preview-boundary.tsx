import { Alert } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asPreviewError, type PreviewError } from './preview-error';

/** A refusal shown inside the dialog, in the user's language. */
export function PreviewFailure({ error, extra }: { error: PreviewError; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      className="file-preview-alert"
      type="warning"
      showIcon
      title={t(`filePreview.${error.code}`, error.values)}
      action={extra}
    />
  );
}

interface BoundaryProps {
  children: ReactNode;
  extra?: ReactNode;
}

/** Catches whatever a renderer throws (a damaged or hostile file) and shows it, never a crash. */
export class PreviewBoundary extends Component<BoundaryProps, { error?: PreviewError }> {
  override state: { error?: PreviewError } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: asPreviewError(error) };
  }

  override render() {
    if (this.state.error) return <PreviewFailure error={this.state.error} extra={this.props.extra} />;
    return this.props.children;
  }
}
