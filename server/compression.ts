// How dynamic answers are compressed: the settings @fastify/compress runs with (registered in app.ts), and the same
// negotiation and encoders for answers written once and sent many times (writtenOnce in http.ts), which keep their
// compressed bytes instead of compressing on every request.
import zlib from 'node:zlib';
import accept from '@fastify/accept-negotiator';

export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Answers smaller than this go out as they are. */
export const COMPRESS_THRESHOLD = 1024;

const negotiator = new accept.Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

/** The encoding an Accept-Encoding header prefers among ours (null: none), as @fastify/compress reads it. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  // '*' (no preference) and x-gzip count as gzip, as in the plugin.
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
}

/** Brotli at quality 4 (the plugin's default: 11 costs far more CPU for little gain on JSON). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export function compressed(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
}
