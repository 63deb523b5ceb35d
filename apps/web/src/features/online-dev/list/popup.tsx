import { Drawer, Grid, Modal } from 'antd';
import type { ReactNode } from 'react';

/** Props of {@link Popup}. */
export interface PopupProps {
  /** general (a dialog), fullScreen or drawer (form-model.md §6, spec 02 §2). */
  type: 'general' | 'fullScreen' | 'drawer';
  /** The width the design gives this type ("600px", "100%"). */
  width: string;
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A width the design writes ("600px", "80%") as antd takes it; phones always get the whole width. */
function widthOf(width: string, narrow: boolean): string | number {
  if (narrow) return '100%';
  const px = /^(\d+)(px)?$/.exec(width.trim());
  return px ? Number(px[1]) : width || 600;
}

/** The dialog, full-screen page or side drawer a generated list opens its forms and details in. */
export function Popup(props: PopupProps) {
  const narrow = !Grid.useBreakpoint().md;
  const width = widthOf(props.width, narrow);
  const testId = props['data-testid'];
  if (props.type === 'drawer')
    return (
      <Drawer
        open={props.open}
        onClose={props.onClose}
        title={props.title}
        width={width}
        footer={props.footer}
        destroyOnHidden
      >
        <div data-testid={testId}>{props.children}</div>
      </Drawer>
    );
  const full = props.type === 'fullScreen';
  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      title={props.title}
      width={full ? '100%' : width}
      footer={props.footer}
      destroyOnHidden
      maskClosable={false}
      className={full ? 'online-popup-full' : undefined}
      style={full ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
    >
      <div
        data-testid={testId}
        style={full ? { maxWidth: widthOf(props.width, narrow), margin: '0 auto' } : undefined}
      >
        {props.children}
      </div>
    </Modal>
  );
}
