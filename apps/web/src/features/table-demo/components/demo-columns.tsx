import type { UserPickerItem } from '@tessera/shared';
import { Button, Popover, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Barcode } from '@/components/barcode';
import { QrCode, QR_VIEWER, qrPayload } from '@/components/qrcode';

/** The QR text of one row: a user record under the demo's menu. */
export const rowPayload = (row: UserPickerItem, menuId: string | undefined) =>
  qrPayload({ t: 'user', id: row.id, mid: menuId });

function CodesDetail({ row, menuId, t }: { row: UserPickerItem; menuId?: string; t: TFunction }) {
  const payload = rowPayload(row, menuId);
  return (
    <Space
      orientation="vertical"
      size="small"
      className="table-demo-detail"
      data-testid={`demo-detail-${row.account}`}
    >
      <Barcode value={row.account} data-testid="demo-detail-barcode" />
      <QrCode value={payload} size={QR_VIEWER.size} level={QR_VIEWER.level} data-testid="demo-detail-qr" />
      <Typography.Text type="secondary" copyable={{ text: payload }}>
        {t('tableDemo.payload')}: <code>{payload}</code>
      </Typography.Text>
    </Space>
  );
}

/** Columns of the demo table; keys are column codes, so column permissions and settings apply. */
export function demoColumns(t: TFunction, menuId: string | undefined): ColumnType<UserPickerItem>[] {
  return [
    { title: t('tableDemo.account'), key: 'account', dataIndex: 'account', width: 140 },
    { title: t('tableDemo.realName'), key: 'realName', dataIndex: 'realName', width: 120 },
    { title: t('tableDemo.organize'), key: 'organize', dataIndex: 'organize', ellipsis: true, width: 220 },
    {
      title: t('tableDemo.barcode'),
      key: 'barcode',
      width: 220,
      render: (_: unknown, row) => (
        <Barcode value={row.account} width={1} height={32} data-testid={`demo-barcode-${row.account}`} />
      ),
    },
    {
      title: t('tableDemo.qrcode'),
      key: 'qrcode',
      width: 80,
      render: (_: unknown, row) => (
        <QrCode value={rowPayload(row, menuId)} data-testid={`demo-qr-${row.account}`} />
      ),
    },
    {
      title: t('tableDemo.detail'),
      key: 'actions',
      width: 90,
      render: (_: unknown, row) => (
        <Popover
          trigger="click"
          title={t('tableDemo.codes')}
          content={<CodesDetail row={row} menuId={menuId} t={t} />}
        >
          <Button type="link" size="small" data-testid={`demo-detail-open-${row.account}`}>
            {t('tableDemo.detail')}
          </Button>
        </Popover>
      ),
    },
  ];
}
