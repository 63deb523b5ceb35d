import { childrenOf, type FieldItem } from '@tessera/shared';
import { Card, Col, Collapse, Row, Tabs } from 'antd';
import { memo } from 'react';
import { DISPLAY_KEYS, DisplayWidget } from './display-widgets';
import { str } from './editor-types';
import { isShown } from './rules';
import { useRenderer } from './renderer-context';
import { SubTable } from './sub-table';
import { ValueField } from './value-field';

const keyOf = (field: FieldItem, i: number) => String(field.__config__.formId ?? `i${i}`);

/** Widgets side by side in a grid row. */
export function FieldList({ fields }: { fields: readonly FieldItem[] }) {
  const { formData } = useRenderer();
  return (
    <Row gutter={formData.gutter}>
      {fields.map((f, i) => (
        <FieldNode key={keyOf(f, i)} field={f} />
      ))}
    </Row>
  );
}

function TableGrid({ field }: { field: FieldItem }) {
  const c = field.__config__;
  const border = `${typeof c.borderWidth === 'number' ? c.borderWidth : 1}px ${str(c.borderType) ?? 'solid'} ${str(c.borderColor) ?? '#E2E0E0'}`;
  return (
    <table className="fr-table-grid">
      <tbody>
        {childrenOf(field).map((tr, r) => (
          <tr key={keyOf(tr, r)}>
            {childrenOf(tr)
              .filter((td) => td.__config__.merged !== true)
              .map((td, d) => (
                <td
                  key={keyOf(td, d)}
                  colSpan={Number(td.__config__.colspan) || 1}
                  rowSpan={Number(td.__config__.rowspan) || 1}
                  style={{ border, backgroundColor: str(td.__config__.backgroundColor) }}
                >
                  <FieldList fields={childrenOf(td)} />
                </td>
              ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Layout({ field }: { field: FieldItem }) {
  const { script } = useRenderer();
  const panes = childrenOf(field).filter(isShown);
  switch (field.__config__.jnpfKey) {
    case 'card':
      return (
        <Card title={str(field.header)} size="small" className="fr-card">
          <FieldList fields={panes} />
        </Card>
      );
    case 'tab':
      return (
        <Tabs
          defaultActiveKey={str(field.__config__.active)}
          tabPosition={
            (['top', 'bottom', 'left', 'right'] as const).find((p) => p === field.tabPosition) ?? 'top'
          }
          type={field.type === 'card' ? 'card' : undefined}
          onTabClick={(key) => script(field, 'tabClick', key)}
          items={panes.map((p, i) => ({
            key: String(p.name ?? i),
            label: str(p.title) ?? String(i + 1),
            forceRender: true,
            children: <FieldList fields={childrenOf(p)} />,
          }))}
        />
      );
    case 'collapse':
      return (
        <Collapse
          defaultActiveKey={
            Array.isArray(field.__config__.active) ? (field.__config__.active as string[]) : undefined
          }
          accordion={field.accordion === true}
          ghost={field.ghost !== false}
          expandIconPosition={field.expandIconPosition === 'left' ? 'start' : 'end'}
          items={panes.map((p, i) => ({
            key: String(p.name ?? i),
            label: str(p.title) ?? String(i + 1),
            forceRender: true,
            children: <FieldList fields={childrenOf(p)} />,
          }))}
        />
      );
    case 'tableGrid':
      return <TableGrid field={field} />;
    default:
      return <FieldList fields={panes} />;
  }
}

const LAYOUT_KEYS = new Set(['row', 'card', 'tab', 'collapse', 'tableGrid']);

/**
 * One widget of the design in its grid column; memoised on the widget object, so a value change
 * re-renders only the fields that read that value.
 */
export const FieldNode = memo(function FieldNode({ field }: { field: FieldItem }) {
  const { narrow } = useRenderer();
  if (!isShown(field)) return null;
  const key = field.__config__.jnpfKey;
  const span = narrow ? 24 : Math.min(24, Math.max(1, Number(field.__config__.span) || 24));
  let body;
  if (LAYOUT_KEYS.has(key)) body = <Layout field={field} />;
  else if (DISPLAY_KEYS.has(key)) body = <DisplayWidget field={field} />;
  else if (key === 'table') body = <SubTable field={field} />;
  else if (field.__vModel__) body = <ValueField field={field} />;
  else return null;
  return (
    <Col span={span} className="fr-col" data-form-id={field.__config__.formId}>
      {body}
    </Col>
  );
});
