import { isSiteLanguageCode, type SiteLanguageCode } from '@parlay/domain';

/** In every language the site speaks; anything else gets English. */
const transferCodeTexts: Record<SiteLanguageCode, { subject: string; text: (code: string) => string }> = {
  en: { subject: 'Account transfer code', text: (code: string) => `Your account transfer code: ${code}` },
  ru: { subject: 'Код переноса аккаунта', text: (code: string) => `Ваш код переноса аккаунта: ${code}` },
  uk: { subject: 'Код перенесення акаунта', text: (code: string) => `Ваш код перенесення акаунта: ${code}` },
  kk: { subject: 'Аккаунтты көшіру коды', text: (code: string) => `Аккаунтты көшіру кодыңыз: ${code}` },
  az: { subject: 'Hesabın köçürülmə kodu', text: (code: string) => `Hesabınızın köçürülmə kodu: ${code}` },
  es: {
    subject: 'Código de transferencia de cuenta',
    text: (code: string) => `Su código de transferencia de cuenta: ${code}`,
  },
};

/** The SMS that carries a transfer code, in the player's language. */
export function transferCodeSms(
  language: string | undefined,
  code: string,
): { subject: string; text: string } {
  const texts = transferCodeTexts[isSiteLanguageCode(language) ? language : 'en'];
  return { subject: texts.subject, text: texts.text(code) };
}
