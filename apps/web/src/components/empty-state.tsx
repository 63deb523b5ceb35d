import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Which empty state to show (spec 01 section 8). */
export type EmptyKind = 'noData' | 'noPermission';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  kind?: EmptyKind;
  /** Replaces the default text ('No Data' / 'Permission Denied'). */
  description?: ReactNode;
  /** Extra content under the text, e.g. a button. */
  children?: ReactNode;
  /** Smaller picture for cards. */
  compact?: boolean;
  testId?: string;
}

/** The product's empty states: 'No Data' and 'Permission Denied', translated. */
export function EmptyState({ kind = 'noData', description, children, compact, testId }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid={testId ?? `empty-${kind}`}
      data-kind={kind}
      image={compact ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT}
      description={description ?? t(kind === 'noData' ? 'empty.noData' : 'empty.noPermission')}
      style={{ margin: compact ? '16px 0' : '48px 0' }}
    >
      {children}
    </Empty>
  );
}
