import { Button, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatDate } from '@tessera/shared';
import type { TFunction } from 'i18next';
import { Auth } from '@/components/permission/auth';

/** Fields every administered row shows. */
interface RecordRow {
  id: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
}

/** Name and code columns (sortable on the server). */
export function leadColumns<R extends RecordRow>(t: TFunction): ColumnType<R>[] {
  return [
    { title: t('organize.field.fullName'), dataIndex: 'fullName', sorter: true, ellipsis: true, width: 180 },
    { title: t('organize.field.enCode'), dataIndex: 'enCode', sorter: true, width: 160 },
  ];
}

/** Sort, status, creation time and the edit/delete actions (each behind its button code; pinned right). */
export function tailColumns<R extends RecordRow>(
  t: TFunction,
  actions: { onEdit: (row: R) => void; onDelete: (row: R) => void },
): ColumnType<R>[] {
  return [
    { title: t('organize.field.sortCode'), dataIndex: 'sortCode', sorter: true, width: 90 },
    {
      title: t('organize.field.enabledMark'),
      dataIndex: 'enabledMark',
      width: 90,
      render: (v: number) =>
        v === 1 ? <Tag color="green">{t('organize.state.on')}</Tag> : <Tag>{t('organize.state.off')}</Tag>,
    },
    {
      title: t('organize.field.creatorTime'),
      dataIndex: 'creatorTime',
      sorter: true,
      width: 170,
      render: (v: number) => formatDate(v),
    },
    {
      title: t('organize.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth code="btn_edit">
            <Button type="link" size="small" onClick={() => actions.onEdit(row)}>
              {t('organize.edit')}
            </Button>
          </Auth>
          <Auth code="btn_remove">
            <Button type="link" size="small" danger onClick={() => actions.onDelete(row)}>
              {t('organize.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
}
