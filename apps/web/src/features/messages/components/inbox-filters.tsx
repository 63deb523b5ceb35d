import { Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InboxFilter } from '../api/messages-api';

/** Type filter options: 全部 (none), 流程 (2), 公告 (1), 系统 (3). */
export function useTypeOptions() {
  const { t } = useTranslation();
  return [
    { value: '' as const, label: t('messages.type.all') },
    { value: 2 as const, label: t('messages.type.2') },
    { value: 1 as const, label: t('messages.type.1') },
    { value: 3 as const, label: t('messages.type.3') },
  ];
}

/** Keyword, type and 'only unread' filters shared by the drawer and the record page. */
export function InboxFilters({
  value,
  onChange,
  compact = false,
}: {
  value: InboxFilter;
  onChange: (next: InboxFilter) => void;
  /** Stacks the filters for the 280 px drawer. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const typeOptions = useTypeOptions();
  return (
    <div className={compact ? 'inbox-filters inbox-filters-compact' : 'inbox-filters'}>
      <Input.Search
        allowClear
        className="inbox-filters-keyword"
        aria-label={t('messages.filter.keyword')}
        placeholder={t('messages.filter.keyword')}
        defaultValue={value.keyword}
        onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() })}
        data-testid="inbox-keyword"
      />
      <div className="inbox-filters-row">
        <Select<InboxFilter['type']>
          className="inbox-filters-type"
          aria-label={t('messages.filter.type')}
          value={value.type}
          options={typeOptions}
          onChange={(type) => onChange({ ...value, type })}
          data-testid="inbox-type"
        />
        <label className="inbox-filters-unread">
          <Switch
            size="small"
            checked={value.isRead === '0'}
            onChange={(on) => onChange({ ...value, isRead: on ? '0' : '' })}
            data-testid="inbox-unread"
          />
          <span>{t('messages.filter.unread')}</span>
        </label>
      </div>
    </div>
  );
}
