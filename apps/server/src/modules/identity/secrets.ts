import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Hex SHA-256: how session tokens and codes are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A key for one purpose derived from the server secret, so one leaked key opens nothing else. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`parlay:${purpose}`).digest();
}

export function hmacBase64Url(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Constant-time string comparison (different lengths compare unequal without a timing hint). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 32 random bytes, base64url: session tokens, CSRF tokens, grants. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** `length` random decimal digits (uniform, crypto-random). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(randomInt(10));
  return digits;
}

/** No 0/O, 1/l/I: a generated password a player can copy by hand. */
const readableAlphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated password: 12 characters of the readable alphabet (~69 bits), with a digit and both cases. */
export function generateReadablePassword(length = 12): string {
  for (;;) {
    let password = '';
    for (let index = 0; index < length; index += 1)
      password += readableAlphabet[randomInt(readableAlphabet.length)];
    if (/\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password)) return password;
  }
}
