/**
 * The browser's calls to the site API: JSON in and out, cookies included. A call that never reaches the server
 * throws NetworkError; a non-2xx answer throws ApiError, whose message is "<status>: <body text or status text>"
 * and which carries the answer's `error` text and its per-field `issues` already parsed.
 */

/** One refused field of a 400 answer: `path` is the field's dotted path ("pros", "pros.0"). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The request never got an answer: offline, DNS failure, connection reset. `cause` is fetch's own error. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The request did not reach the server', { cause });
    this.name = 'NetworkError';
  }
}

/** A non-2xx answer of the API, with its JSON `error` text (null if none) and `issues` ([] if none). */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly issues: readonly FieldIssue[];

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const parsed = parseJson(body);
    this.serverMessage = typeof parsed?.error === 'string' ? parsed.error : null;
    this.issues = Array.isArray(parsed?.issues) ? parsed.issues.filter(isFieldIssue) : [];
  }
}

function parseJson(body: string): { error?: unknown; issues?: unknown } | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

function isFieldIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/** The answer of an API call, once it is known to be a success (2xx); throws NetworkError or ApiError. */
export async function apiResponse(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

/** An API call's parsed JSON answer. */
export async function apiRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return (await (await apiResponse(method, path, body)).json()) as T;
}

/** Said after every failed review submission: what typed stays in the form, nothing was sent. */
const NOT_SENT = 'Your review has not been sent; please try again.';

/**
 * The plain-words description of a failed review submission: the server's own reason when it gave one,
 * otherwise what happened (never fetch's "Failed to fetch" or a bare status line).
 */
export function submissionFailure(error: unknown): string {
  if (error instanceof NetworkError) return `We could not reach the server. ${NOT_SENT}`;
  if (error instanceof ApiError) {
    if (error.issues.length > 0)
      return 'Please correct the fields marked in the form; your review has not been sent.';
    if (error.serverMessage) return error.serverMessage;
    return `The server could not take your review right now (error ${error.status}). ${NOT_SENT}`;
  }
  return `Something went wrong in this page. ${NOT_SENT}`;
}
