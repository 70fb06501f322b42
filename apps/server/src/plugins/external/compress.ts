import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

type CompressSync = (buffer: Buffer, options?: object) => Buffer;

/** Compressed answers kept, at most this many bytes. */
const keptBytes = 8 * 1024 * 1024;

/**
 * A synchronous compressor that compresses each distinct payload once: many answers repeat byte
 * for byte (the site configuration, a part's descriptor), and compressing is most of their cost.
 * Payloads are told apart by their SHA-256.
 */
function compressingOnce(compressSync: CompressSync): CompressSync {
  const kept = new LRUCache<string, Buffer>({
    maxSize: keptBytes,
    sizeCalculation: (compressed) => compressed.length + 64,
  });
  return (buffer, options) => {
    const key = createHash('sha256').update(buffer).digest('base64');
    let compressed = kept.get(key);
    if (compressed === undefined) {
      compressed = compressSync(buffer, options);
      kept.set(key, compressed);
    }
    return compressed;
  };
}

/** br/gzip for responses over 1 KiB; brotli stays at the plugin's quality 4, fit for dynamic pages. */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Buffered payloads go through these; streamed ones through zlib's streams as before.
    zlib: {
      ...zlib,
      brotliCompressSync: compressingOnce(zlib.brotliCompressSync),
      gzipSync: compressingOnce(zlib.gzipSync),
    },
  });
}

export default fp(compression, { name: 'compression' });
