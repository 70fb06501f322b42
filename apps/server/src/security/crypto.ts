import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomFillSync,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

// The server's one toolkit for hashing, keys, signatures, comparison and randomness: cookies, links,
// tokens, captcha answers and (next) idempotency keys and webhooks all go through these.

/** Hex SHA-256: how session tokens, codes and one-use tokens are stored. */
export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Base64url SHA-256 (PKCE's S256 challenge). */
export function sha256Base64Url(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}

/**
 * A key for one purpose derived from the server secret (HMAC-SHA256 of the purpose's label), so one
 * configured secret serves every purpose while a signature of one purpose never passes for another.
 */
export function deriveKey(secret: string | Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`parlay:${purpose}`).digest();
}

export function hmacBase64Url(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/**
 * Constant-time string comparison: both sides are hashed first, so neither their contents nor their
 * lengths show in the time it takes.
 */
export function safeEqual(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Random bytes, base64url: session and CSRF tokens, grants, ids (32 bytes unless said). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Random bytes drawn ahead for `randomHex`, each handed out once, then the pool is drawn again. */
const randomPool = Buffer.alloc(4096);
let randomPoolUsed = randomPool.length;

/**
 * `bytes` crypto-random bytes as hex, sliced from a pool drawn ahead: per-response values (CSP
 * nonces) cost a slice, not a call into the CSPRNG each. Every byte is given out once; the text is a
 * copy, so refilling the pool changes no value already given.
 */
export function randomHex(bytes: number): string {
  if (bytes > randomPool.length) return randomBytes(bytes).toString('hex');
  if (randomPoolUsed + bytes > randomPool.length) {
    randomFillSync(randomPool);
    randomPoolUsed = 0;
  }
  const hex = randomPool.toString('hex', randomPoolUsed, randomPoolUsed + bytes);
  randomPoolUsed += bytes;
  return hex;
}

/** `length` random decimal digits (uniform, crypto-random): one-time codes. */
export function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(randomInt(10));
  return digits;
}

/**
 * A stateless, tamper-evident token: `base64url(JSON claims).base64url(HMAC-SHA256)`. Only the holder
 * of `key` can make one; anyone can read its claims, so they carry nothing secret.
 */
export function signPayload(key: Buffer, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmacBase64Url(key, payload)}`;
}

/** The claims of a token `signPayload` made with `key` (signature checked in constant time), else null. */
export function openSignedPayload(key: Buffer, token: string): Record<string, unknown> | null {
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return null;
  if (!safeEqual(signature, hmacBase64Url(key, payload))) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const sealIvBytes = 12;
const sealTagBytes = 16;

/**
 * A stateless token only the holder of `key` can read or make: AES-256-GCM of the JSON claims,
 * `base64url(iv | tag | ciphertext)`, a new random iv each time (two seals of the same claims look
 * unrelated). With `length`, the JSON is padded with spaces to that many bytes first, so every token
 * of one kind has the same length whatever it carries (a token that must not tell one case from
 * another); claims longer than that are a programming error.
 */
export function sealPayload(key: Buffer, claims: object, length?: number): string {
  const json = JSON.stringify(claims);
  const size = Buffer.byteLength(json);
  if (length !== undefined && size > length)
    throw new Error(`sealed claims of ${size} bytes exceed ${length}`);
  const iv = randomBytes(sealIvBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(json.padEnd(length ?? 0, ' '), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The claims of a token `sealPayload` made with `key` (untampered), else null. */
export function openSealedPayload(key: Buffer, token: string): Record<string, unknown> | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    // A fixed tag length: GCM would otherwise accept a truncated tag, which is far easier to forge.
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, sealIvBytes), {
      authTagLength: sealTagBytes,
    });
    decipher.setAuthTag(raw.subarray(sealIvBytes, sealIvBytes + sealTagBytes));
    const json = Buffer.concat([decipher.update(raw.subarray(sealIvBytes + sealTagBytes)), decipher.final()]);
    const claims: unknown = JSON.parse(json.toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    // Not base64url, too short, another key, altered, or not our JSON: no claims.
    return null;
  }
}

/**
 * SHA-256 of a request in a canonical form (what an idempotency key is stored with): object keys sorted, bigints as digits, dates as
 * ISO text, so the same request always hashes alike whatever order its fields were written in.
 */
export function requestHash(operation: string, request: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(String(value));
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
