import type { MarketDescription } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import type { MarketTypeRow } from './feed-repository.ts';

type Names = Record<string, string>;

/** What a name's placeholders stand for: `{param}` / `{+param}` (signed), `{goalnr}`, `{competitor}`. */
export interface NameValues {
  param?: number | undefined;
  goalnr?: string | undefined;
  competitor?: Names | undefined;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function fill(template: string, language: string, values: NameValues): string {
  return template
    .replaceAll('{+param}', values.param === undefined ? '' : signed(values.param))
    .replaceAll('{param}', values.param === undefined ? '' : String(values.param))
    .replaceAll('{goalnr}', values.goalnr ?? '')
    .replaceAll('{competitor}', values.competitor?.[language] ?? values.competitor?.en ?? '')
    .replace(/\s*\(\s*\)/g, '')
    .trim();
}

const everyLanguage = (name: (language: string) => string): Names =>
  Object.fromEntries(siteLanguageCodes.map((language) => [language, name(language)]));

/** Market type rows from a provider's descriptions. */
export function marketTypeRowsOf(descriptions: readonly MarketDescription[]): MarketTypeRow[] {
  return descriptions.map((description) => ({
    id: description.typeId,
    names: description.names,
    outcomeNames: Object.fromEntries(
      description.outcomes.map((outcome) => [String(outcome.typeId), outcome.names]),
    ),
  }));
}

/**
 * The names of a selection and its market in every site language, from the provider's market
 * descriptions; a type the provider never described is named by its number (and logged by the caller).
 */
export function selectionNames(
  type: MarketTypeRow | undefined,
  outcomeTypeId: number,
  values: NameValues,
): { market: Names; outcome: Names } {
  const outcomeTemplate = type?.outcomeNames[String(outcomeTypeId)];
  return {
    market: everyLanguage((language) =>
      fill(type?.names[language] ?? type?.names.en ?? `#${type?.id ?? '?'}`, language, values),
    ),
    outcome: everyLanguage((language) =>
      fill(outcomeTemplate?.[language] ?? outcomeTemplate?.en ?? `#${outcomeTypeId}`, language, values),
    ),
  };
}
