import { defineModule, type PlatformServices } from '../../platform/module';
import { billRuleRoutes } from './bill-rule.routes';
import { seedBillRules } from './bill-rule.seed';
import { BillRuleService } from './bill-rule.service';
import { billRule } from './migrations/0011-bill-rule';
import { billNumberIssued } from './migrations/0018-bill-number-issued';

/** Numbering (bill) rules and number issuing. */
export const billRuleModule = defineModule({
  name: 'bill-rule',
  services: ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>) => ({
    billRule: new BillRuleService(db, dialect),
  }),
  routes: [billRuleRoutes],
  migrations: { '0011-bill-rule': billRule, '0018-bill-number-issued': billNumberIssued },
  seed: seedBillRules,
});
