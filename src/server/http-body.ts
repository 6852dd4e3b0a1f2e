/**
 * A JSON request body read safely: application/json in UTF-8, at most a size, valid JSON; else 415, 413, 400.
 */
import { jsonError } from './http';
import { MAX_BODY_BYTES } from '../lib/api-schemas';

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const fail = (status: number, error: string): BodyResult => ({
  ok: false,
  response: jsonError(status, error),
});

/** The media type of a Content-Type, lower case, and its charset parameter if any. */
function parseContentType(type: string): { media: string; charset: string | undefined } {
  const [media = '', ...parameters] = type.split(';').map((part) => part.trim());
  const charset = parameters
    .map((parameter) => parameter.split('=').map((part) => part.trim()))
    .find(([name]) => name?.toLowerCase() === 'charset')?.[1];
  return { media: media.toLowerCase(), charset: charset?.replace(/^"|"$/g, '').toLowerCase() };
}

/** The JSON value of a request body of at most `maxBytes` bytes, or the error answer to send. */
export async function readJsonBody(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<BodyResult> {
  const { media, charset } = parseContentType(request.headers.get('content-type') ?? '');
  if (media !== 'application/json') return fail(415, 'Content-Type must be application/json');
  // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read wrongly.
  if (charset !== undefined && charset !== 'utf-8') return fail(415, 'The charset must be utf-8');
  // A compressed body would be read as broken UTF-8, and a plain one labelled compressed is not what it says.
  const encoding = request.headers.get('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity')
    return fail(415, 'Content-Encoding is not supported: send the body uncompressed');
  const tooLarge = () => fail(413, `Request body is larger than ${maxBytes.toLocaleString('en-US')} bytes`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();

  // Count bytes as they arrive: a missing or false Content-Length must not let a large body through.
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          return tooLarge();
        }
        chunks.push(value);
      }
    } catch {
      // The client went away mid-upload: nothing to store and nobody to answer, but answer in kind.
      return fail(400, 'Request body could not be read');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return fail(400, 'Request body is not valid UTF-8');
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail(400, 'Malformed JSON');
  }
}
