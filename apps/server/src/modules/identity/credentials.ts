import { validationError } from '../../http/http-error.ts';
import { invalidCharactersMessageKey, isStorableText } from '../../http/storable-text.ts';

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a credential sent as base64 of its UTF-8 bytes (docs/identity-api.md). Anything that is
 * not valid base64 of valid UTF-8, decodes to an empty string or to text the database cannot store
 * (NUL) is a 400 naming the field.
 */
export function decodeCredential(value: string, field: string): string {
  const compact = value.trim();
  if (compact.length % 4 !== 0 || !base64Pattern.test(compact))
    throw validationError({ [field]: 'main_validation_invalid_format' });
  const bytes = Buffer.from(compact, 'base64');
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw validationError({ [field]: 'main_validation_invalid_format' });
  }
  if (decoded.length === 0 || decoded.length > 256)
    throw validationError({ [field]: 'main_validation_invalid_value' });
  if (!isStorableText(decoded)) throw validationError({ [field]: invalidCharactersMessageKey });
  return decoded;
}

/** "+7" → "7": the stored form of a calling code. */
export function normalisePhoneCode(code: string): string {
  return code.startsWith('+') ? code.slice(1) : code;
}

/** What a phone code is about in one-time codes and throttling: "7:9001234567". */
export function phoneSubject(phoneCode: string, phoneNumber: string): string {
  return `${normalisePhoneCode(phoneCode)}:${phoneNumber}`;
}
