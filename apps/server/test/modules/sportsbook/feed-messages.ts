import type { FeedMessage, FeedMessageOf, Fixture, LocalizedText, MarketDescription } from '@parlay/contract';
import { marketTypeIds, outcomeTypeIds, siteLanguageCodes } from '@parlay/domain';

/** A name in every site language: the English one with the language's code after it (ru: "Arsenal ru"). */
export function names(english: string): LocalizedText {
  return Object.fromEntries(
    siteLanguageCodes.map((language) => [language, language === 'en' ? english : `${english} ${language}`]),
  ) as LocalizedText;
}

export function sameInEveryLanguage(text: string): LocalizedText {
  return Object.fromEntries(siteLanguageCodes.map((language) => [language, text])) as LocalizedText;
}

export const testProducerId = 7;

/** Numbers messages 1, 2, 3… as a producer does. */
export function sequencer(producerId = testProducerId) {
  let sequence = 0;
  return {
    next: () => ++sequence,
    get last() {
      return sequence;
    },
    producerId,
  };
}

export type Sequencer = ReturnType<typeof sequencer>;

export const descriptions: MarketDescription[] = [
  {
    typeId: marketTypeIds.result,
    names: names('1X2'),
    outcomes: [
      { typeId: outcomeTypeIds.home, names: names('1') },
      { typeId: outcomeTypeIds.draw, names: names('X') },
      { typeId: outcomeTypeIds.away, names: names('2') },
    ],
  },
  {
    typeId: marketTypeIds.total,
    names: names('Total'),
    outcomes: [
      { typeId: outcomeTypeIds.over, names: names('Over ({param})') },
      { typeId: outcomeTypeIds.under, names: names('Under ({param})') },
    ],
  },
  {
    typeId: marketTypeIds.outright,
    names: names('Winner'),
    outcomes: [{ typeId: outcomeTypeIds.competitor, names: sameInEveryLanguage('{competitor}') }],
  },
];

export function fixture(gameId: string, startAt: number, overrides: Partial<Fixture> = {}): Fixture {
  return {
    gameId,
    kind: 'match',
    sport: { id: 'test:sport:football', names: names('Football'), sortOrder: 1 },
    category: { id: 'test:category:england', names: names('England'), countryCode: 'GB' },
    championship: {
      id: 'test:champ:premier',
      names: names('Premier League'),
      sections: ['epl'],
      sortOrder: 1,
    },
    competitors: [
      { id: `${gameId}:home`, names: names('Arsenal'), countryCode: 'GB' },
      { id: `${gameId}:away`, names: names('Chelsea'), countryCode: 'GB' },
    ],
    startAt,
    liveCoverage: true,
    sections: [],
    hasVideo: false,
    playersDuel: false,
    ...overrides,
  };
}

export function fixtureChange(
  sequence: Sequencer,
  fixtureValue: Fixture,
  change: FeedMessageOf<'fixture-change'>['change'] = 'new',
): FeedMessage {
  return {
    type: 'fixture-change',
    producerId: sequence.producerId,
    sequence: sequence.next(),
    timestamp: Date.now(),
    change,
    fixture: fixtureValue,
  };
}

/** 1X2 and total 2.5 at the given prices (thousandths). */
export function oddsChange(
  sequence: Sequencer,
  gameId: string,
  prices: { home: number; draw: number; away: number; over?: number; under?: number },
  options: Partial<Pick<FeedMessageOf<'odds-change'>, 'gameState'>> & {
    status?: 'active' | 'suspended' | 'deactivated';
  } = {},
): FeedMessageOf<'odds-change'> {
  const status = options.status ?? 'active';
  return {
    type: 'odds-change',
    producerId: sequence.producerId,
    sequence: sequence.next(),
    timestamp: Date.now(),
    gameId,
    ...(options.gameState ? { gameState: options.gameState } : {}),
    markets: [
      {
        typeId: marketTypeIds.result,
        specifier: '',
        status,
        isLive: options.gameState !== undefined,
        kind: 1,
        outcomes: [
          { id: '1', typeId: outcomeTypeIds.home, odds: prices.home },
          { id: '2', typeId: outcomeTypeIds.draw, odds: prices.draw },
          { id: '3', typeId: outcomeTypeIds.away, odds: prices.away },
        ],
      },
      {
        typeId: marketTypeIds.total,
        specifier: 'total=2.5',
        status,
        isLive: options.gameState !== undefined,
        kind: 1,
        outcomes: [
          { id: '9', typeId: outcomeTypeIds.over, odds: prices.over ?? 1900 },
          { id: '10', typeId: outcomeTypeIds.under, odds: prices.under ?? 1900 },
        ],
      },
    ],
  };
}
