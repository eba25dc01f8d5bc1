import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import {
  ACCESS_TOKEN_COOKIE,
  CITY_COOKIE,
  detectSessionFx,
  findCityByAlias,
  locationChanged,
  type PageMeta,
  REFRESH_TOKEN_COOKIE,
  type RuntimeConfig,
  runtimeConfigLoaded,
  SIGNED_IN_COOKIE,
  sessionStarted,
} from '@kaver/shared-contracts';
import { allSettled, fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { type RenderedPage, serializeRouterErrors } from '../app/rendered-page';
import { navigateFx } from '../app/router/connect-router';
import { createRoutes } from '../app/router/create-routes';
import { LoadedPagesContext } from '../app/router/loaded-pages';
import type { PageRouteData } from '../app/router/page-loader';
import { toPageError } from '../app/router/route-error-screen';
import { cityStarted, readCityCookieFx, writeCityCookieFx } from '../entities/city/model';
import { deliverGoalFx } from '../features/analytics/model';
import { $pageMeta, applyHeadFx, headFor } from '../features/page-head/model';
import { setScrollLockFx } from '../features/scroll-lock/model';
import { isCrawler } from '../shared/lib/is-crawler';
import { htmlCacheHeaders } from './cache-policy';
import { parseCookies } from './cookies';
import { fillDocument, headHtml, preloadHtml } from './document';
import { etagMatches, weakEtag } from './etag';
import { PageCache } from './page-cache';
import { serverServices } from './page-services';
import type { RemoteBuilds } from './remote-builds';
import { type RequestContext, runInRequest } from './request-context';
import { refreshOnServer } from './session-refresh';
import type { ServerSettings } from './settings';
import { compress, negotiateEncoding } from './static-files';

const noop = () => undefined;

/** A scope for one request: the browser-only effects do nothing, the cookies come from the request. */
function requestScope(context: RequestContext, cookies: Record<string, string>) {
  return fork({
    handlers: [
      [detectSessionFx, () => context.accessToken !== null],
      [readCityCookieFx, () => findCityByAlias(cookies[CITY_COOKIE]) ?? null],
      [writeCityCookieFx, noop],
      [applyHeadFx, noop],
      [setScrollLockFx, noop],
      [deliverGoalFx, () => 'not-production' as const],
      [navigateFx, noop],
    ],
  });
}

/** Renders a React tree to a string once everything in it is ready (no streaming scripts, CSP-clean HTML). */
function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary is written in place, complete: React would otherwise move the ones after the
      // first 12.8 KB to the end of the document and reveal them with inline scripts, which the CSP forbids (and
      // nothing is gained: the page is sent once it is whole).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error('[ssr] render error', error),
    });
    setTimeout(() => stream.abort(new Error('render timed out')), timeoutMs).unref();
  });
}

function pagesOf(context: StaticHandlerContext): PageRouteData[] {
  return Object.values(context.loaderData).filter(
    (data): data is PageRouteData =>
      typeof data === 'object' && data !== null && 'remote' in data && 'route' in data,
  );
}

function firstError(context: StaticHandlerContext) {
  const errors = Object.values(context.errors ?? {});
  return errors.length > 0 ? toPageError(errors[0]) : null;
}

export interface PageRendererOptions {
  settings: ServerSettings;
  config: RuntimeConfig;
  /** The host's built index.html. */
  template: string;
  /** The shell's own stylesheets. */
  hostStylesheets: string[];
  builds: RemoteBuilds;
}

/**
 * Server rendering of every public page: the route is matched by react-router's static handler (guards, redirects,
 * the redirect lookup), the page's data is loaded in a scope of its own, and the answer is a whole HTML document
 * with the page's text, head, JSON-LD, its remote's stylesheets, the LCP image's preload and the serialised state
 * the browser hydrates from.
 */
export function createPageRenderer({
  settings,
  config,
  template,
  hostStylesheets,
  builds,
}: PageRendererOptions) {
  const handler = createStaticHandler(createRoutes(serverServices(settings)));

  const cache = new PageCache<PageAnswer>(settings.pageCacheSeconds * 1000);

  return async function renderPage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    await builds.revalidate();
    const url = new URL(request.url ?? '/', config.siteUrl);
    const cookies = parseCookies(request.headers.cookie);
    const crawler = isCrawler(request.headers['user-agent'] ?? '');
    const key = sharedPageKey(url, cookies, crawler, builds.version());
    const answer =
      key === null
        ? await answerFor(url, cookies, crawler)
        : await cache.get(key, () => answerFor(url, cookies, crawler), isShareable);
    send(request, response, answer);
  };

  async function answerFor(url: URL, cookies: Record<string, string>, crawler: boolean): Promise<PageAnswer> {
    // The session is the API's HttpOnly cookies; an expired access cookie is renewed here (session-refresh.ts).
    let accessToken = cookies[ACCESS_TOKEN_COOKIE] || null;
    let sessionCookies: string[] = [];
    const refreshToken = cookies[REFRESH_TOKEN_COOKIE];
    if (!accessToken && refreshToken) {
      const refreshed = await refreshOnServer({
        apiOrigin: settings.apiUrl ?? config.apiHost,
        siteOrigin: new URL(config.siteUrl).origin,
        refreshToken,
        timeoutMs: settings.dataTimeoutMs,
      });
      accessToken = refreshed.accessToken;
      sessionCookies = refreshed.setCookies;
    }
    const context = { accessToken, pages: new Map() } as Omit<RequestContext, 'scope'> as RequestContext;
    context.scope = requestScope(context, cookies);

    return runInRequest(context, async (): Promise<PageAnswer> => {
      const { scope } = context;
      await allSettled(runtimeConfigLoaded, { scope, params: config });
      await allSettled(locationChanged, {
        scope,
        params: { pathname: url.pathname, search: url.search, hash: '' },
      });
      await allSettled(cityStarted, { scope });
      await allSettled(sessionStarted, { scope });

      const result = await handler.query(new Request(url.href, { method: 'GET' }));
      // An answer that sets cookies is never kept by a shared cache.
      const personal = context.accessToken !== null || sessionCookies.length > 0;
      const setCookie: Record<string, string[]> =
        sessionCookies.length > 0 ? { 'Set-Cookie': sessionCookies } : {};
      if (result instanceof Response) {
        return {
          status: result.status,
          headers: {
            Location: result.headers.get('Location') ?? '/',
            ...htmlCacheHeaders({ status: result.status, personal, settings }),
            ...setCookie,
          },
          body: null,
          personal,
        };
      }

      const error = firstError(result);
      const meta: PageMeta | null = scope.getState($pageMeta);
      const head = headFor({ meta, error, pathname: url.pathname, config });
      const status = result.statusCode;
      const headers: Record<string, string | string[]> = {
        'Content-Type': 'text/html; charset=utf-8',
        ...htmlCacheHeaders({ status, personal, settings }),
        ...setCookie,
      };

      // Crawlers are not shown an error page (SPEC.md 2.3): the status, noindex, and nothing to index.
      if (error && crawler) {
        return {
          status,
          headers,
          body: `<!doctype html><html lang="ru"><head><meta charset="utf-8" /><meta name="robots" content="noindex, nofollow" /><meta name="prerender-status-code" content="${status}" /><title>Ошибка</title></head><body></body></html>`,
          personal,
        };
      }

      const router = createStaticRouter(handler.dataRoutes, result);
      const app = await renderToHtml(
        <Provider value={scope}>
          <LoadedPagesContext.Provider value={context.pages}>
            <StaticRouterProvider router={router} context={result} hydrate={false} />
          </LoadedPagesContext.Provider>
        </Provider>,
        settings.renderTimeoutMs,
      );
      const pages = pagesOf(result);
      const pageStylesheets = await Promise.all(
        pages.filter((page) => !page.failure).map((page) => builds.stylesheets(page.remote, page.expose)),
      );
      const rendered: RenderedPage = {
        state: serialize(scope),
        router: { loaderData: result.loaderData, errors: serializeRouterErrors(result.errors) },
        remotes: builds.remotes,
      };
      const parts = {
        head: headHtml(head),
        preload: preloadHtml({
          lcpImage: error ? null : (meta?.lcpImage ?? null),
          stylesheets: [...hostStylesheets, ...pageStylesheets.flat()],
        }),
        app,
      };
      const html = fillDocument(template, { ...parts, page: rendered });

      headers.ETag = weakEtag([parts.head, parts.preload, parts.app, JSON.stringify(rendered.router)]);
      return { status, headers, body: html, personal };
    });
  }
}

/** What the server answers for a page, before conditional requests and compression. */
interface PageAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** The HTML; null for a redirect. */
  body: string | null;
  /** Rendered for a session, or setting cookies: never given to anyone else. */
  personal: boolean;
  /** The body compressed, per encoding, made once for all the visitors a cached answer serves. */
  encoded?: Map<'br' | 'gzip', Buffer>;
}

/** Answers every anonymous visitor may share: pages, not-found pages, redirects. Not a failure (5xx, 503). */
const SHAREABLE_STATUSES = new Set([200, 301, 302, 308, 404, 410]);
const isShareable = (answer: PageAnswer) => !answer.personal && SHAREABLE_STATUSES.has(answer.status);

/**
 * The key under which visitors share a page, or null for a visitor with a session (any of its cookies). The city
 * cookie picks the city of pages without one; crawlers get a different error page; a remote's new build is a new
 * page (its scripts and styles change).
 */
function sharedPageKey(
  url: URL,
  cookies: Record<string, string>,
  crawler: boolean,
  buildsVersion: string,
): string | null {
  if (cookies[ACCESS_TOKEN_COOKIE] || cookies[REFRESH_TOKEN_COOKIE] || cookies[SIGNED_IN_COOKIE]) return null;
  return [
    buildsVersion,
    crawler ? 'crawler' : 'visitor',
    cookies[CITY_COOKIE] ?? '',
    url.pathname + url.search,
  ].join('|');
}

/** Writes an answer: 304 for a matching If-None-Match, compressed when the browser accepts it, no body for HEAD. */
function send(request: IncomingMessage, response: ServerResponse, answer: PageAnswer): void {
  const headers = { ...answer.headers };
  const etag = typeof headers.ETag === 'string' ? headers.ETag : null;
  if (etag && answer.status === 200 && etagMatches(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  if (answer.body === null) {
    response.writeHead(answer.status, headers);
    response.end();
    return;
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding) {
    headers['Content-Encoding'] = encoding;
    headers.Vary = `${headers.Vary ? `${headers.Vary}, ` : ''}Accept-Encoding`;
  }
  response.writeHead(answer.status, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(encoding ? encodedBody(answer, answer.body, encoding) : answer.body);
}

function encodedBody(answer: PageAnswer, body: string, encoding: 'br' | 'gzip'): Buffer {
  answer.encoded ??= new Map();
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encoded = compress(Buffer.from(body), encoding, 'per-request');
    answer.encoded.set(encoding, encoded);
  }
  return encoded;
}
