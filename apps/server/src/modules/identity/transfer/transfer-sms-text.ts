import { messageText } from '../message-texts.ts';

/** The SMS that carries a transfer code, in the player's language (the identity dictionaries' `transfer_code`). */
export function transferCodeSms(
  language: string | undefined,
  code: string,
): { subject: string; text: string } {
  return messageText('transfer_code', language, { code });
}
