/**
 * The browser's calls to the site API: JSON in and out, cookies included. Throws NetworkError when the server
 * is not reached, ApiError on a non-2xx ("<status>: <body or status text>", `error` and `issues` parsed).
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

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof (value as Partial<FieldIssue> | null)?.path === 'string' &&
  typeof (value as Partial<FieldIssue>).message === 'string';

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
 * A failed review submission in plain words: the server's own reason, else what happened (no status line).
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
