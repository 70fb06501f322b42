import { signInWithOneTap as signInWithGoogleOneTap } from '@parlay/client';
import { isCurrencyCode } from '@parlay/domain';
import type { OneTapInput } from './one-tap.ts';

/** Sends Google's credential with what to register a first-time account with; answers where to go. */
export async function signInWithOneTap(credential: string, input: OneTapInput): Promise<string> {
  const answer = await signInWithGoogleOneTap({
    credential,
    language: input.language,
    ...(isCurrencyCode(input.currency) ? { currency: input.currency } : {}),
    countryId: input.countryId,
  });
  return answer.redirectUrl;
}
