import { Button, Tooltip } from 'antd';
import type { ReactNode, RefObject } from 'react';

/** One icon action on an uploaded file (preview, download, delete), with its label as tooltip. */
export function FileAction(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  danger?: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        type="text"
        size="small"
        icon={props.icon}
        aria-label={props.label}
        danger={props.danger}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

/**
 * The widget's file input, out of sight (antd's form styles would show it); the widget's button
 * clicks it. Hands the picked files on and clears itself, so the same file can be picked again.
 */
export function FilePicker(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  multiple: boolean;
  accept: string | undefined;
  onPick: (files: File[]) => void;
  testId: string;
}) {
  return (
    <input
      ref={props.inputRef}
      type="file"
      hidden
      style={{ display: 'none' }}
      multiple={props.multiple}
      accept={props.accept}
      onChange={(event) => {
        const picked = [...(event.target.files ?? [])];
        event.target.value = '';
        props.onPick(picked);
      }}
      data-testid={props.testId}
    />
  );
}
