import { messageText } from '../message-texts.ts';

/**
 * The "sign-in link" email (`POST /web-api/auth/send-link`) in the site languages (the identity
 * dictionaries' `sign_in_link`); `{{link}}` and `{{minutes}}` are filled in.
 */
export function renderSignInLinkMail(
  lang: string,
  values: { link: string; minutes: number },
): { subject: string; text: string } {
  return messageText('sign_in_link', lang, values);
}
