import type { PaymentKind, PaymentStatus } from '@parlay/contract';
import { translationsOf } from '@parlay/i18n';
import { readDictionaries } from '@parlay/i18n/files';

/** The module's texts, one dictionary per site language (`dictionaries/<language>.json`). */
const translations = translationsOf(readDictionaries(new URL('./dictionaries/', import.meta.url)));

/** A status's name in a language (English for one without a dictionary). */
export function statusTitle(language: string, status: PaymentStatus): string {
  return translations.translator(language).t(`status_${status}`);
}

/** The key of what a status means for a payment of `kind` (team cash `message`). */
export function statusMessageKey(kind: PaymentKind, status: PaymentStatus): string {
  return `message_${kind}_${status}`;
}

export function statusMessage(language: string, kind: PaymentKind, status: PaymentStatus): string {
  return translations.translator(language).t(statusMessageKey(kind, status));
}
