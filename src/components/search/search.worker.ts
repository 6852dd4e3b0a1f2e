/** The site search in a Web Worker (SearchResults.astro): loads the index once, answers each query. */
import {
  loadSiteSearch,
  SEARCH_DOCS_PATH,
  SEARCH_INDEX_PATH,
  type SearchAnswer,
  type ShownDoc,
} from '../../lib/search-engine';

/** Results drawn for a query: all of them but for the most general words. */
const RESULTS = 50;

/** A request: a query to answer. `id` comes back with the answer. */
export interface SearchRequest {
  id: number;
  query: string;
}

/** The answer to a request, with the query it answers, or why it failed. */
export type SearchReply = { id: number; query: string; answer: SearchAnswer } | { id: number; error: true };

async function fetchOk(path: string): Promise<Response> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${String(response.status)}`);
  return response;
}

/** The worker's global scope, as far as this file uses it (the project's types are the DOM's, not a worker's). */
const scope = self as unknown as {
  postMessage(reply: SearchReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
};

const search = Promise.all([
  fetchOk(SEARCH_INDEX_PATH).then((response) => response.text()),
  fetchOk(SEARCH_DOCS_PATH).then((response) => response.json() as Promise<ShownDoc[]>),
]).then(([index, docs]) => loadSiteSearch(index, docs));

scope.addEventListener('message', (event) => {
  const request = event.data;
  search.then(
    (site) => {
      scope.postMessage({
        id: request.id,
        query: request.query,
        answer: site.search(request.query, { limit: RESULTS }),
      });
    },
    (error: unknown) => {
      console.error('Search could not load its index:', error);
      scope.postMessage({ id: request.id, error: true });
    },
  );
});
