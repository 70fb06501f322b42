import { randomInt } from 'node:crypto';

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
