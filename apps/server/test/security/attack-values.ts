import type { SeededRandom } from './seeded-random.ts';

/**
 * JSON text written into a body as it is, for what JSON.stringify cannot produce: numbers beyond a
 * double (`1e309`), `-0`, digits past 2^53, and nestings too deep for a recursive serialiser.
 */
export class RawJson {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

/** A value of every JSON type, for a field that expects another one. */
export const wrongTypeValues: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  [],
  {},
  ['x'],
  { $ne: null },
  { length: 1 },
];

/**
 * Text a field may receive from someone trying: characters PostgreSQL cannot store (NUL, lone
 * surrogates), control and invisible characters, other scripts and directions, look-alikes of the
 * characters paths and URLs are split on, and the usual injection probes.
 */
export const hostileTexts: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'a\ud800b',
  '\udc00',
  '\ud83c',
  '\u0001\u0002\u0003\u0008\u001b\u001f\u007f',
  '\u0085\u2028\u2029',
  '\r\nSet-Cookie: injected=1',
  '\t \t',
  '   ',
  'Привет, мир',
  'Қазақ тілі əğ',
  '中文字符测试',
  'مرحبا بالعالم',
  '\u202eevil.example\u202c',
  'a\u200bb\u200c\u200dc\u2060',
  '\ufeffbom',
  '\u3000',
  '／／evil.example',
  '\uff0fen',
  'e\u0301\u0301\u0301',
  '🎰🎲🃏',
  '𝕏𝔸',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  // Template injection probes, meant literally.
  '$' + '{7*7}{{7*7}}#{7*7}',
  '%00%2e%2e%2f',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://evil.example/',
  'null',
  'undefined',
  'NaN',
  '-0',
  '[object Object]',
  '__proto__',
  'constructor',
];

/** Numbers at and past the edges: written as JSON numbers, beyond what a double or an int holds. */
export const hostileNumbers: readonly RawJson[] = [
  '1e309',
  '-1e309',
  '-0',
  '-1',
  '0',
  '1.5',
  '1e-7',
  '9223372036854775808',
  '-9223372036854775809',
  '9007199254740993',
  '2147483648',
  '4294967296',
  '1e21',
  '123456789012345678901234567890',
].map((text) => new RawJson(text));

/** The same edges as query text, where every value is a string. */
export const hostileNumberTexts: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '-1',
  '0x10',
  '0b1',
  '1_000',
  ' 1',
  '1 ',
  '1.5',
  '9223372036854775808',
  '9007199254740993',
  '',
];

/** `[[[…]]]` this deep, as JSON text. */
export function nestedArrays(depth: number): RawJson {
  return new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

/** `{"a":{"a":…1}}` this deep, as JSON text. */
export function nestedObjects(depth: number): RawJson {
  return new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/** Characters random texts are drawn from: mostly hostile, some ordinary. */
const randomTextAlphabet = [...'aZ09/._-@+%&=?#', ...hostileTexts.join('')];

/** A random text of up to `maxLength` characters drawn from hostile and ordinary ones. */
export function randomHostileText(random: SeededRandom, maxLength: number): string {
  const length = random.below(maxLength + 1);
  let text = '';
  for (let index = 0; index < length; index += 1) text += random.pick(randomTextAlphabet);
  return text;
}
