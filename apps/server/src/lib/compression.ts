/**
 * Compression of the answers the server builds (JSON, the HTML page): brotli or gzip as the
 * client accepts, from 1 KB. Built assets are not compressed here: their brotli and gzip files
 * are made at build time and sent by the static route (`routes/portal/pages.ts`).
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this many bytes an answer is sent as is: compressing would save less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The content types worth compressing: text formats. The plugin adds those mime-db marks as
 * compressible; neither list holds PDFs, zips, raster images or `application/octet-stream`,
 * which are already compressed or of unknown kind, nor `text/event-stream`, which must flow.
 */
const COMPRESSIBLE =
  /^(?:application\/(?:json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript)|text\/(?:html|css|plain|csv|xml|javascript|markdown)|image\/svg\+xml)(?:;|$)/i;

/** Whether a content type is one the server compresses. */
export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType.trim());
}

const isStream = (payload: unknown): boolean =>
  typeof payload === 'object' &&
  payload !== null &&
  'pipe' in payload &&
  typeof payload.pipe === 'function';

/**
 * A stored file streamed as it is kept: a document or bulk download (it names itself with
 * Content-Disposition) or a stream whose length is already stated. Such an answer keeps its
 * Content-Length, so a download shows its progress and a partial transfer is detectable.
 */
function isStoredFile(reply: FastifyReply, payload: unknown): boolean {
  if (reply.hasHeader('content-disposition')) return true;
  return isStream(payload) && reply.hasHeader('content-length');
}

/**
 * Registers compression for every route declared after it. Must be called before the routes.
 * Brotli runs at quality 5: on JSON it is close to the smallest output for a fraction of the
 * CPU of higher qualities, and faster than gzip -9 for a smaller answer.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onSend hook (application hooks precede route hooks) and asks it,
  // through its per-request switch, to leave stored files untouched.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isStoredFile(reply, payload)) request.headers['x-no-compression'] = 'stored-file';
    return payload;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    // Clients never send compressed request bodies to this API.
    globalDecompression: false,
  });
}
