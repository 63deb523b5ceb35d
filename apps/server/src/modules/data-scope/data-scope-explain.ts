import {
  formatServerMessage,
  parseDataScopeCondition,
  type DataScopeExplain,
  type DataScopeExplainRule,
  type DataScopeExplainScheme,
  type DataScopeExplainQuery,
  type Language,
  type ServerMessageKey,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import {
  InvalidSchemeError,
  compileRule,
  resolveValue,
  type SchemeRow,
  type ScopeVariables,
} from '../../db/data-scope';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { AccessService } from '../auth/access.service';
import { findUserPlace, liveRowMatches } from './data-scope.repository';
import type { DataScopeTarget } from './data-scope-targets';
import type { DataScopeService } from './data-scope.service';

const MESSAGES: Record<DataScopeExplain['reason'] | 'unmatched', ServerMessageKey> = {
  administrator: 'dataScopeAdministrator',
  allData: 'dataScopeAllData',
  scheme: 'dataScopeMatched',
  unmatched: 'dataScopeUnmatched',
  noScheme: 'dataScopeNoScheme',
  noMenu: 'dataScopeNoMenu',
};

/** A list variable is summarised by its size so a whole subtree is not sent back. */
const shown = (v: ReturnType<typeof resolveValue>) =>
  Array.isArray(v) && v.length > 20 ? `${v.length} values` : (v as DataScopeExplainRule['resolved']);

/** Answers whether a user sees one row of a menu's list, and which of their schemes decide it. */
export class DataScopeExplainer {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      dialect: DialectName;
      access: AccessService;
      scope: DataScopeService;
    },
  ) {}

  /** The explanation in a language. */
  async explain(query: DataScopeExplainQuery, lang: Language): Promise<DataScopeExplain> {
    const { db, access, scope } = this.deps;
    const place = await findUserPlace(db, query.userId);
    if (!place) throw notFound();
    const index = await scope.menuIndex();
    const menu = index.byId.get(query.menuId) ?? index.byCode.get(query.menuId);
    const target = menu ? await scope.targets.find(menu.en_code) : undefined;
    if (menu && !target) throw badRequest('dataScopeUnsupported');
    if (target && !(await liveRowMatches(this.deps.db, target.table, query.rowId))) throw notFound();
    const answer = (
      reason: DataScopeExplain['reason'],
      visible: boolean,
      schemes: DataScopeExplainScheme[] = [],
    ): DataScopeExplain => {
      const key = reason === 'scheme' && !visible ? MESSAGES.unmatched : MESSAGES[reason];
      return { visible, reason, message: formatServerMessage(key, lang), schemes };
    };
    const user = { userId: place.id, isAdministrator: Number(place.is_administrator) === 1 };
    if (!menu || !target || !(await access.can(user, menu.en_code))) return answer('noMenu', false);
    if (user.isAdministrator) return answer('administrator', true);
    if (Number(menu.is_data_authorize) !== 1) return answer('allData', true);
    const held = await scope.heldSchemes(user.userId, menu.id);
    const vars = await scope.variables(user.userId);
    const schemes = await Promise.all(held.map((s) => this.scheme(target, query.rowId, s, vars)));
    if (held.some((s) => Number(s.all_data) === 1)) return answer('allData', true, schemes);
    if (!held.length) return answer('noScheme', false);
    return answer(
      'scheme',
      schemes.some((s) => s.matched),
      schemes,
    );
  }

  private async scheme(
    target: DataScopeTarget,
    rowId: string,
    s: SchemeRow,
    vars: ScopeVariables,
  ): Promise<DataScopeExplainScheme> {
    const base = { id: s.id, fullName: s.full_name };
    if (Number(s.all_data) === 1) return { ...base, matched: true, valid: true, rules: [] };
    const condition = parseDataScopeCondition(s.condition_json);
    if (!condition) return { ...base, matched: false, valid: false, rules: [] };
    const rules: DataScopeExplainRule[] = [];
    let valid = true;
    for (const rule of condition.rules) {
      let matched = false;
      let resolved: DataScopeExplainRule['resolved'] = null;
      try {
        resolved = shown(resolveValue(rule.value, vars));
        const expr = compileRule(rule, target.fields, vars, this.deps.dialect);
        matched = await liveRowMatches(this.deps.db, target.table, rowId, expr);
      } catch (error) {
        if (!(error instanceof InvalidSchemeError)) throw error;
        valid = false;
      }
      rules.push({ field: rule.field, op: rule.op, value: rule.value ?? null, resolved, matched });
    }
    const hits = rules.map((r) => r.matched);
    const matched = valid && (condition.logic === 'or' ? hits.some(Boolean) : hits.every(Boolean));
    return { ...base, matched, valid, rules };
  }
}
