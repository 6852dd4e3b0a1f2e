/**
 * The browser's calls to the site API: JSON in and out, cookies included, and any
 * non-2xx answer turned into an Error whose message is "<status>: <body text or status text>".
 */

/** The answer of an API call, once it is known to be a success (2xx); throws the error described above. */
export async function apiResponse(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const response = await fetchImpl(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return response;
}

/** An API call's parsed JSON answer. */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  return (await (await apiResponse(method, path, body, fetchImpl)).json()) as T;
}

/** The API's JSON error text inside an apiRequest error, for people: "429: {"error":"Too many…"}" -> "Too many…". */
export function readableError(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : error.message;
  } catch {
    return error.message;
  }
}
