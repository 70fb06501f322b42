import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip of a document compressed once with holes in it, the holes filled per response (a page's CSP
 * nonces). Each fixed piece is deflated on its own, by a fresh compressor that cannot refer back
 * into what came before, and ends byte-aligned and not final (a sync flush); what fills a hole goes
 * in between as a stored (uncompressed) block. Filling costs a copy and a checksum of the fills,
 * never a compression: the checksum of the whole is combined from the pieces' own, computed once.
 */
export interface GzipTemplate {
  /** The deflated pieces; the last one ends the stream. */
  readonly deflated: readonly Buffer[];
  /** CRC-32 of each piece. */
  readonly checksums: readonly number[];
  /** The operator that appends each piece to a CRC-32 (see `appendOperator`). */
  readonly appenders: readonly number[];
  readonly length: number;
}

const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most this many bytes. */
const maxStoredBlock = 0xffff;

export function gzipTemplate(pieces: readonly Buffer[]): GzipTemplate {
  if (pieces.length === 0) throw new Error('a gzip template needs at least one piece');
  return {
    deflated: pieces.map((piece, index) =>
      deflateRawSync(piece, {
        level: constants.Z_BEST_COMPRESSION,
        finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
    checksums: pieces.map((piece) => crc32(piece)),
    appenders: pieces.map((piece) => appendOperator(piece.length)),
    length: pieces.reduce((total, piece) => total + piece.length, 0),
  };
}

/** The gzip member of the document with `fills[i]` between piece i and piece i + 1. */
export function fillGzipTemplate(template: GzipTemplate, fills: readonly Buffer[]): Buffer {
  const { deflated, checksums, appenders } = template;
  if (fills.length !== deflated.length - 1) throw new Error('one fill per hole');
  const parts: Buffer[] = [header, deflated[0]!];
  let checksum = checksums[0]!;
  let length = template.length;
  fills.forEach((fill, index) => {
    parts.push(...storedBlocks(fill), deflated[index + 1]!);
    checksum = crc32(fill, checksum);
    checksum = (multiplyModP(appenders[index + 1]!, checksum) ^ checksums[index + 1]!) >>> 0;
    length += fill.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** Deflate stored blocks (not final) holding `bytes`; the stream is byte-aligned before and after. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start === 0 || start < bytes.length; start += maxStoredBlock) {
    const chunk = bytes.subarray(start, start + maxStoredBlock);
    const blockHeader = Buffer.alloc(5);
    blockHeader.writeUInt16LE(chunk.length, 1);
    blockHeader.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(blockHeader, chunk);
  }
  return blocks;
}

// CRC-32 combination, as zlib's crc32_combine: polynomials over GF(2) modulo the CRC polynomial,
// bit-reflected like the CRC itself (x^0 is the top bit).
const polynomial = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let product = 0;
  let multiplicand = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= multiplicand;
      if ((a & (bit - 1)) === 0) break;
    }
    multiplicand = multiplicand & 1 ? (multiplicand >>> 1) ^ polynomial : multiplicand >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const powersOfX: number[] = [];
for (let k = 0, power = 1 << 30; k < 32; k++, power = multiplyModP(power, power)) powersOfX.push(power);

/** x^(8·length) modulo the polynomial: crc(A + B) = multiplyModP(appendOperator(|B|), crc(A)) ^ crc(B). */
function appendOperator(length: number): number {
  let operator = 0x80000000;
  for (let bits = length, k = 3; bits > 0; bits = Math.floor(bits / 2), k++) {
    if (bits % 2 === 1) operator = multiplyModP(powersOfX[k % 32]!, operator);
  }
  return operator;
}
