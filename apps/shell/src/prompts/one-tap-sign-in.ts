import { apiPost } from '@parlay/client';
import type { GoogleOneTapResponse } from '@parlay/contract';
import type { OneTapInput } from './one-tap.ts';

/** Sends Google's credential with what to register a first-time account with; answers where to go. */
export async function signInWithOneTap(credential: string, input: OneTapInput): Promise<string> {
  const form = new FormData();
  form.set('credential', credential);
  form.set('language', input.language);
  form.set('currency', input.currency);
  form.set('countryId', String(input.countryId));
  return (await apiPost<GoogleOneTapResponse>('/social-api/oauth/google-one-tap', form)).redirectUrl;
}
