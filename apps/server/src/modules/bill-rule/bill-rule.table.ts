import type { Generated } from 'kysely';
import type { CommonColumns } from '../../db/columns';

/** base_bill_rule: numbering rules; this_number and serial_date form the counter (ADR 0012). */
export interface BillRuleTable extends CommonColumns {
  category_id: string | null;
  full_name: string;
  en_code: string;
  prefix: Generated<string>;
  /** 1 date and serial, 2 random, 3 UUID. */
  type: Generated<number>;
  date_format: Generated<string>;
  digit: Generated<number>;
  start_number: Generated<number>;
  random_digit: Generated<number>;
  random_type: Generated<number>;
  suffix: Generated<string>;
  /** Serial handed out last, less the start number (-1: the next one is the start number). */
  this_number: Generated<number>;
  /** Date part the serial counts in; null before the first number of the current shape. */
  serial_date: string | null;
  output_number: string | null;
}

/** base_bill_number_issued: every number a rule handed out, unique per rule (migration 0018, ADR 0012). */
export interface BillNumberIssuedTable {
  rule_id: string;
  number: string;
  type: number;
  prefix: string;
  suffix: string;
  /** Type 1: the shape and serial, so a rule edited back to a shape continues after its last serial. */
  date_format: string | null;
  serial_date: string | null;
  serial: number | null;
  issued_at: number;
}

/** Tables of the bill-rule module. */
export interface BillRuleTables {
  base_bill_rule: BillRuleTable;
  base_bill_number_issued: BillNumberIssuedTable;
}
