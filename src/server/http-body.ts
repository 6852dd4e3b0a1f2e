/**
 * Reading a JSON request body safely: the right content type, at most MAX_BODY_BYTES, valid JSON.
 * Each failure is a JSON error response with the status that fits (415, 413, 400).
 */
import { jsonError } from './http';

/** Largest accepted request body: 16 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

export async function readJsonBody(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: jsonError(415, 'Content-Type must be application/json') };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, `Request body is larger than ${maxBytes / 1024} KiB`),
  });
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();

  // Count bytes as they arrive: a missing or false Content-Length must not let a large body through.
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))) };
  } catch {
    return { ok: false, response: jsonError(400, 'Malformed JSON') };
  }
}
