import { couponAmountsOf, currencyCodes, multiplyMoney } from '@parlay/domain';
import type { ModuleSeed } from '../../db/seed.ts';
import { bonusRuleLimitsTable, bonusRulesTable } from './schema.ts';

/**
 * The first-deposit bonuses of the registration choice: sport (choice 1) doubles the deposit up to
 * 20 default stakes and is wagered 5 times; casino (choice 2) up to 30 default stakes, wagered 35
 * times; 30 days each. Limits in every currency the site offers, from its default stake (seed 001
 * §9: USD 5 → at most USD 100 sport, USD 150 casino; the smallest deposit that earns it is one stake).
 */
export const firstDepositRules = [
  {
    id: 1,
    trigger: 'first_deposit',
    kind: 'sport',
    percent: 100,
    wageringMultiplier: 5,
    validityDays: 30,
    maxStakes: 20,
  },
  {
    id: 2,
    trigger: 'first_deposit',
    kind: 'casino',
    percent: 100,
    wageringMultiplier: 35,
    validityDays: 30,
    maxStakes: 30,
  },
] as const;

export const bonusesModuleSeed: ModuleSeed = {
  module: 'bonuses',
  // Rules every deployment needs; only missing rows are added, an operator's changes stay.
  async base(db) {
    const rules = await db
      .insert(bonusRulesTable)
      .values(firstDepositRules.map(({ maxStakes: _maxStakes, ...rule }) => rule))
      .onConflictDoNothing()
      .returning({ id: bonusRulesTable.id });
    const limits = await db
      .insert(bonusRuleLimitsTable)
      .values(
        firstDepositRules.flatMap((rule) =>
          currencyCodes.map((currency) => {
            const stake = couponAmountsOf(currency).initialCouponAmount;
            return {
              ruleId: rule.id,
              currency,
              maxBonus: multiplyMoney(stake, String(rule.maxStakes)).minor,
              minDeposit: stake.minor,
            };
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: bonusRuleLimitsTable.ruleId });
    return rules.length + limits.length;
  },
};
