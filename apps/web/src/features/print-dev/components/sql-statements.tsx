import { Alert, Button, Form, Input } from 'antd';
import { PRINT_FIELD_PATTERN } from '@tessera/shared';
import { useTranslation } from 'react-i18next';

/**
 * The data statements: the first gives the main record, each later one a sub-table (named). Only
 * administrators edit them (the server refuses others); `@formId` is the printed record's id.
 */
export function SqlStatements({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="print-sql">
      <Alert
        type="info"
        showIcon
        message={t(editable ? 'printDev.editor.sqlHint' : 'printDev.editor.sqlAdminOnly')}
      />
      <Form.List name="sqlTemplate">
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <div key={item.key} className="print-sql-item">
                <div className="print-sql-head">
                  <strong>
                    {index === 0 ? t('printDev.editor.mainSql') : t('printDev.editor.subTable')}
                  </strong>
                  {index > 0 && (
                    <Form.Item
                      name={[item.name, 'table']}
                      noStyle
                      rules={[{ pattern: PRINT_FIELD_PATTERN, message: t('printDev.editor.tableRule') }]}
                    >
                      <Input
                        size="small"
                        placeholder={`table${index}`}
                        aria-label={t('printDev.editor.tableName')}
                        disabled={!editable}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                  )}
                  {editable && index > 0 && (
                    <Button size="small" type="link" danger onClick={() => remove(item.name)}>
                      {t('printDev.editor.removeSql')}
                    </Button>
                  )}
                </div>
                <Form.Item name={[item.name, 'sql']} noStyle>
                  <Input.TextArea
                    className="print-sql-text"
                    rows={5}
                    spellCheck={false}
                    readOnly={!editable}
                    aria-label={index === 0 ? t('printDev.editor.mainSql') : t('printDev.editor.subTable')}
                    data-testid={`print-sql-${index}`}
                  />
                </Form.Item>
              </div>
            ))}
            {editable && items.length < 10 && (
              <Button onClick={() => add({ sql: '' })}>{t('printDev.editor.addSql')}</Button>
            )}
          </>
        )}
      </Form.List>
    </div>
  );
}
