import type { ColumnData } from '@tessera/shared';
import { Typography } from 'antd';
import type { ListRow } from './list-columns';

/** One summed column of the page. */
export interface ColumnSum {
  prop: string;
  label: string;
  text: string;
}

/** The record rows of a page: a group's members and a tree's nodes at every depth, groups left out. */
export function recordRows(rows: readonly ListRow[]): ListRow[] {
  return rows.flatMap((r) => {
    const children = Array.isArray(r.children) ? (r.children as ListRow[]) : [];
    return r.top === true ? recordRows(children) : [r, ...recordRows(children)];
  });
}

/** A display value as a number ("1,234.50" -> 1234.5); undefined when it is none. */
function numberOf(value: unknown): { n: number; decimals: number } | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) ? { n: value, decimals: decimalsOf(String(value)) } : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[,\s]/g, '');
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return undefined;
  return { n: Number(text), decimals: decimalsOf(text) };
}

const decimalsOf = (text: string) => (text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0);

/**
 * The sums of a page's summary fields (form-model.md §4 `showSummary`, `summaryField`): the server
 * answers no totals, so each listed main column is summed over the records on the page, with as
 * many decimals as its values show. Columns with no number on the page are left out.
 */
export function pageSums(
  design: Pick<ColumnData, 'showSummary' | 'summaryField' | 'columnList'>,
  rows: readonly ListRow[],
  locale: string,
): ColumnSum[] {
  if (!design.showSummary || !design.summaryField.length) return [];
  const records = recordRows(rows);
  const out: ColumnSum[] = [];
  for (const prop of design.summaryField) {
    const column = design.columnList.find((c) => c.prop === prop);
    if (!column) continue;
    let sum = 0;
    let decimals = 0;
    let seen = false;
    for (const r of records) {
      const v = numberOf(r[prop]);
      if (!v) continue;
      seen = true;
      sum += v.n;
      decimals = Math.max(decimals, v.decimals);
    }
    if (!seen) continue;
    const text = new Intl.NumberFormat(locale, {
      minimumFractionDigits: Math.min(decimals, 10),
      maximumFractionDigits: Math.min(decimals, 10),
    }).format(sum);
    out.push({ prop, label: column.label || column.fullName || prop, text });
  }
  return out;
}

/** The summary line under the table: "Page total" and each summed column with its sum. */
export function SummaryLine({ sums, title }: { sums: ColumnSum[]; title: string }) {
  return (
    <div className="online-list-summary" data-testid="online-list-summary">
      <Typography.Text strong>{title}</Typography.Text>
      {sums.map((s) => (
        <span key={s.prop} className="online-list-sum" data-testid={`online-sum-${s.prop}`}>
          {s.label}: <Typography.Text strong>{s.text}</Typography.Text>
        </span>
      ))}
    </div>
  );
}
