import { type ExactDecimal, parseDecimal } from '../exact-decimal.ts';
import { oddsFrom } from '../odds.ts';
import type { CouponCalculationInput, CouponLeg } from './coupon-input.ts';
import type { BetStatusId, CouponTypeId } from './coupon-types.ts';

/**
 * The worked examples of BET-TYPES.md, copied verbatim from its "compact form" block (the file
 * lives outside the repository, in the shared specification): `t` typeId, `a` amount, `k`
 * systemValue, `ac` quoted anti-express coefficient, `ba` block amounts (`-` none, `max`); a bet is
 * `coef:statusId`, then `B` banker, `b<n>` blockId, `@x` its own amount. Results: `spl` stake per
 * line, `ts` total stake, `tc` coefficient, `pw` potential win, `sr` settled return, `max` block
 * maxima.
 */
const workedExamples = `
EX S1 t=0 a=100 bets=1.85:1 => lines=1 tc=1.85 pw=185.00 sr=185.00
EX S2 t=0 a=50 bets=1.90:4 => lines=1 tc=1.9 pw=95.00 sr=72.50
EX E1 t=1 a=10 bets=2.6:1,3.5:1,1.2:1 => lines=1 tc=10.92 pw=109.20 sr=109.20
EX E2 t=1 a=100 bets=2.0:1,1.8:2,1.9:4,2.2:5 => lines=1 tc=15.048 pw=1504.80 sr=145.00
EX Y1 t=2 a=300 k=2 bets=2.00:1,3.50:1,2.40:0 => lines=3 spl=100.00 pw=2020.00 sr=700.00
EX Y2 t=2 a=600 k=2 bets=1.5:1B,1.2:1,2.2:1,1.7:0 => lines=3 spl=200.00 pw=2526.00 sr=792.00
EX C1 t=3 a=100 bets=1.55:1,1.25:1,1.85:0,2.00:1,1.70:0 => lines=5 pw=435.00 sr=60.00
EX C2 t=3 a=3 bets=2:1,1.5:1,2:0,3:1,1.5:0 => lines=5 pw=18.00 sr=7.50
EX M1 t=4 a=90 k=2 bets=1.3:1Bb0,1.4:1Bb0,2.0:1b1,1.9:0b2,1.5:1b3,1.6:2b3 => lines=3 spl=30.00 pw=718.54 sr=163.80
EX M2 t=4 a=40 k=3 bets=1.8:0Bb0,2.1:1b1,1.7:1b2,2.5:1b3,3.0:1b4 => lines=4 spl=10.00 pw=866.43 sr=0.00
EX K1 t=5 a=100 ba=-,max,100 bets=1.15:1b0,1.39:1b1,1.13:1b1,1.13:0b2 => lines=3 pw=193.63 sr=80.63 max=100.00,115.00,180.63
EX K2 t=5 a=100 ba=-,max,100 bets=1.15:1b0,1.39:1b1,1.13:2b1,1.13:1b2 => lines=3 pw=193.63 sr=172.85
EX A1 t=6 a=100 ac=1.17 bets=1.25:1,1.65:1,1.85:0 => lines=1 tc=1.17 pw=117.00 sr=117.00
EX A2 t=6 a=100 bets=1.25:0,1.65:1,1.85:2 => lines=1 tc=1.355 pw=135.52 sr=194.12
EX L1 t=7 a=15 bets=2.00:1,3.50:1,4.00:1,1.50:1 => lines=15 spl=1.00 pw=167.75 sr=167.75
EX L2 t=7 a=30 bets=2.00:1,3.50:1,4.00:0,1.50:2 => lines=15 spl=2.00 pw=335.50 sr=52.00
EX P1 t=8 a=110 bets=2:1,3.5:1,4:1,1.5:1 => lines=11 spl=10.00 pw=1567.50 sr=1567.50
EX P2 t=8 a=40 bets=1.8:1,2.1:1,2.5:0 => lines=4 spl=10.00 pw=229.80 sr=37.80
EX N1 t=9 a=10 bets=1.5:1,2.2:0,3.0:2 => lines=3 spl=10.00 ts=30.00 pw=67.00 sr=25.00
EX N2 t=9 a=20 bets=1.9:4,2.4:5@30,1.6:-1 => lines=3 ts=70.00 pw=142.00 sr=null
`;

export interface WorkedExample {
  readonly name: string;
  readonly input: CouponCalculationInput;
  /** The results the example states, as text; a result it does not state is not checked. */
  readonly expected: Readonly<Record<string, string>>;
}

function decimal(text: string): ExactDecimal {
  const value = parseDecimal(text);
  if (value === undefined) throw new Error(`"${text}" is not a decimal`);
  return value;
}

function legOf(text: string): CouponLeg {
  const match = /^([\d.]+):(-?\d)(B?)(?:b(\d+))?(?:@([\d.]+))?$/.exec(text);
  if (match === null) throw new Error(`bad bet "${text}"`);
  const [, coef = '', status = '', banker, blockId, amount] = match;
  return {
    coef: oddsFrom(coef),
    statusId: Number(status) as BetStatusId,
    ...(banker === 'B' ? { banker: true } : {}),
    ...(blockId === undefined ? {} : { blockId: Number(blockId) }),
    ...(amount === undefined ? {} : { amount: decimal(amount) }),
  };
}

function parseExample(line: string): WorkedExample {
  const [, name = '', given = '', stated = ''] = /^EX (\S+) (.*) => (.*)$/.exec(line) ?? [];
  const fields = Object.fromEntries(given.split(' ').map((pair) => pair.split('=') as [string, string]));
  const legs = fields.bets!.split(',').map(legOf);
  const blockIds = [...new Set(legs.map((leg) => leg.blockId))];
  const amountByBlockId: Record<number, ExactDecimal | 'max'> = {};
  fields.ba?.split(',').forEach((entry, position) => {
    if (entry !== '-') amountByBlockId[blockIds[position]!] = entry === 'max' ? 'max' : decimal(entry);
  });
  return {
    name,
    input: {
      typeId: Number(fields.t) as CouponTypeId,
      amount: decimal(fields.a!),
      legs,
      ...(fields.k === undefined ? {} : { systemValue: Number(fields.k) }),
      ...(fields.ac === undefined ? {} : { antiExpressCoef: oddsFrom(fields.ac) }),
      ...(fields.ba === undefined ? {} : { amountByBlockId }),
    },
    expected: Object.fromEntries(stated.split(' ').map((pair) => pair.split('=') as [string, string])),
  };
}

/** The twenty worked examples, parsed: the domain's tests and the server's HTTP tests check them. */
export const betTypeWorkedExamples: readonly WorkedExample[] = workedExamples
  .trim()
  .split('\n')
  .map(parseExample);
