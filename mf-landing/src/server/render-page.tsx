import { prerender } from 'react-dom/static';
import { QueryClient, QueryClientProvider, skipToken } from '@tanstack/react-query';
import { LANDING_PATHS } from '@propdesk/shared/federation';
import { initI18n, isSupportedLanguage, setLanguage, type TLanguage } from '@propdesk/shared/i18n';
import { matchPath, MemoryRouter } from '@propdesk/shared/router';
import LandingApp from '../exposes/app.tsx';
import { PageHostProvider } from '../lib/page-host.tsx';
import { PageMetaCollector, type PageMeta } from '../lib/use-page-meta.ts';

export interface PageRenderRequest {
  /** The page's path, e.g. `/faq`. */
  path: string;
  /** The request's host name: a firm's verified domain shows that firm. */
  host: string;
  language: TLanguage | string;
  /** The api as the server reaches it. */
  apiBaseUrl: string;
}

export interface RenderedPage {
  /** The page's markup, as the browser's first complete render of it draws it. */
  html: string;
  /** The page's title and description, for its head. */
  meta: PageMeta | null;
}

/** Asking, then drawing with the answers, reveals the next questions (the organization, then its plans). */
const MAX_PASSES = 4;

async function renderOnce(
  request: PageRenderRequest,
  client: QueryClient,
  collectNames: (meta: PageMeta) => void,
): Promise<string> {
  // prerender waits for every lazy page and every language's texts before it answers.
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <PageHostProvider value={request.host}>
        <PageMetaCollector value={collectNames}>
          <MemoryRouter initialEntries={[request.path]}>
            <LandingApp apiBaseUrl={request.apiBaseUrl} />
          </MemoryRouter>
        </PageMetaCollector>
      </PageHostProvider>
    </QueryClientProvider>,
    // Every part inline, in order: a static picture has no script to move parts into place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** Fetches what the last render asked for and never got; false when it asked for nothing new. */
async function answerQuestions(client: QueryClient): Promise<boolean> {
  const unanswered = client
    .getQueryCache()
    .findAll({ type: 'all' })
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        query.options.queryFn !== skipToken &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
  // A failed answer stays on its query (status 'error'), which renderPage then refuses to draw.
  await Promise.all(unanswered.map((query) => query.fetch().catch(() => undefined)));
  return unanswered.length > 0;
}

/** A landing page's path, as the router matches it: bounded, plain, never a file or another origin. */
function isLandingPage(pagePath: string): boolean {
  if (pagePath.length > 200 || !/^\/(?!\/)[\w/.~-]*$/.test(pagePath)) return false;
  return LANDING_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pagePath) !== null);
}

let queue: Promise<unknown> = Promise.resolve();

/** One render at a time: the texts' language is the one i18n instance's (shared with every page). */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * A public page drawn on the server, for the browser to show before its scripts run. Null when it is not
 * a landing page or the language is not one of the portal's, or when an api answer it needs failed: the
 * browser then draws the page itself, as without a server.
 */
export function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { language } = request;
  if (!isLandingPage(request.path) || !isSupportedLanguage(language)) return Promise.resolve(null);
  return oneAtATime(async () => {
    initI18n(language);
    await setLanguage(language);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let html = '';
    let meta: PageMeta | null = null;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      html = await renderOnce(request, client, (names) => {
        meta = names;
      });
      if (!(await answerQuestions(client))) break;
    }
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === 'error')) return null;
    return { html, meta };
  });
}
