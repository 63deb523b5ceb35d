import type { Ctx } from '../../db/seed-helpers';
import { base, ensure } from '../../db/seed-helpers';

/** Demo rules: [code, name, businessType category, prefix, date format, digits, start]. */
const RULES: [string, string, string, string, string, number, number][] = [
  ['SalesOrder', '销售订单编号', 'order', 'SO', 'YYYYMMDD', 4, 1],
  ['PurchaseOrder', '采购订单编号', 'purchase', 'PO', 'YYYYMM', 5, 1],
  ['ContractNo', '合同编号', 'contract', 'HT-', 'YYYY', 4, 100],
  ['ExpenseClaim', '报销单编号', 'finance', 'BX', 'YYYYMMDD', 3, 1],
];

/** Seeds the demo numbering rules once (fixed codes; existing ones are left as they are). */
export async function seedBillRules(ctx: Ctx): Promise<void> {
  await ensure(
    ctx,
    'base_bill_rule',
    'en_code',
    RULES.map(([enCode, fullName, categoryId, prefix, dateFormat, digit, startNumber], i) => ({
      ...base(ctx, i + 1),
      en_code: enCode,
      full_name: fullName,
      category_id: categoryId,
      prefix,
      type: 1,
      date_format: dateFormat,
      digit,
      start_number: startNumber,
      random_digit: 6,
      random_type: 1,
      suffix: '',
      this_number: 0,
      description: null,
    })),
    { deleted_at: null },
  );
}
