import { type CurrencyCode, formatMoney, moneyFromMinor } from '@parlay/domain';
import { decisionCommand, type OperatorCommand, type WalletCliIo } from '../wallet/index.ts';
import type { CouponRow, CouponWithLegs } from './coupon-repository.ts';
import { VipDecisionError, type VipDecisions } from './coupon-vip-decisions.ts';

/**
 * The trader's vip-bet commands of `npm run wallet -- vip-bets …` (README.md "Vip bets"): list the
 * coupons awaiting approval, take one (its held stake is staked) or reject one (the money back).
 * A coupon nobody decides on is rejected at its deadline by the coupon module (each minute).
 */

export interface VipBetsCliDeps {
  vipBets: VipDecisions;
  io: WalletCliIo;
}

type VipBetsCommand = OperatorCommand<VipBetsCliDeps>;

const stakeOf = (coupon: CouponRow) =>
  `${formatMoney(moneyFromMinor(coupon.amount, coupon.currency as CurrencyCode))} ${coupon.currency}`;

const described = (coupon: CouponRow) =>
  `coupon ${coupon.id}: ${coupon.status}, ${stakeOf(coupon)} of player ${coupon.userId}`;

function listed({ coupon, legs }: CouponWithLegs): string {
  const selections = legs.map((leg) => `${leg.names.outcome.en ?? leg.selectionId} @ ${leg.coef / 1000}`);
  return [
    String(coupon.id).padStart(8),
    `type ${coupon.typeId}`,
    stakeOf(coupon).padStart(20),
    `player ${coupon.userId}`,
    `until ${coupon.approvalDeadline?.toISOString()}`,
    selections.join(' + '),
  ].join('  ');
}

const vipDecision = (verb: 'accept' | 'reject', usage: string): VipBetsCommand =>
  decisionCommand<VipBetsCliDeps, CouponRow>({
    name: `vip-bets ${verb}`,
    usage,
    subject: 'coupon',
    decide: (id, { vipBets }) => (verb === 'accept' ? vipBets.accept(id) : vipBets.reject(id)),
    describe: described,
    refusal: VipDecisionError,
  });

export const vipBetsCommands: readonly VipBetsCommand[] = [
  {
    name: 'vip-bets list',
    usage: 'the vip bets awaiting a decision, the nearest deadline first',
    async run(args, { vipBets, io }) {
      if (args.length > 0) {
        io.err('wallet vip-bets list takes no arguments');
        return 2;
      }
      const awaiting = await vipBets.listAwaiting();
      if (awaiting.length === 0) io.out('no vip bets awaiting approval');
      for (const coupon of awaiting) io.out(listed(coupon));
      return 0;
    },
  },
  vipDecision('accept', 'ID: coupon ID is taken at its prices; its held stake is staked'),
  vipDecision('reject', "ID: coupon ID is refused; its held stake goes back to the player's account"),
];
