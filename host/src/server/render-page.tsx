import type { Readable } from 'node:stream';
import {
  detectSessionFx,
  findCityByAlias,
  locationChanged,
  type PageMeta,
  type RemotesMap,
  type RuntimeConfig,
  runtimeConfigLoaded,
} from '@kaver/shared-contracts';
import { allSettled, fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { inSidOrder, pageRoutesIn, type RenderedPage, serializeRouterErrors } from '../app/rendered-page';
import { navigateFx } from '../app/router/connect-router';
import { createRoutes } from '../app/router/create-routes';
import { LoadedPagesContext } from '../app/router/loaded-pages';
import { toPageError } from '../app/router/route-error-screen';
import { cityStarted, readCityCookieFx, writeCityCookieFx } from '../entities/city/model';
import { deliverGoalFx } from '../features/analytics/model';
import { $pageMeta, applyHeadFx, headFor } from '../features/page-head/model';
import { setScrollLockFx } from '../features/scroll-lock/model';
import type { ApiStatus } from './api-status';
import { type PageSharing, pageCacheHeaders } from './cache-policy';
import { headHtml, pageKindOf, preloadHtml, remoteScriptsHtml, splitTemplate, stateHtml } from './document';
import { crawlerErrorHtml, UNAVAILABLE_RETRY_SECONDS, unavailableHtml } from './error-pages';
import { weakEtag } from './etag';
import type { CachedPage } from './page-cache';
import { serverServices } from './page-services';
import type { RemoteBuilds } from './remote-builds';
import { emptyOutcome, type RenderOutcome, type RequestContext, runInRequest } from './request-context';
import type { ServerSettings } from './settings';
import { streamDocument } from './stream-document';
import type { StylesheetTexts } from './stylesheet-texts';

const noop = () => undefined;
const HTML = 'text/html; charset=utf-8';

/** What the server knows of a page request: its address and the little of the visitor that may shape it. */
export interface PageRequest {
  /** The page's address on the site's origin. */
  url: URL;
  /** The `city` cookie, when it names a known city: the city of a page without one in its address. */
  cityCookie: string | null;
  /** The API's `signed_in` cookie is there: the /profile guard lets the visitor in (the page is then private). */
  signedIn: boolean;
  /** A search engine or link-preview crawler: it never gets the error screen. */
  crawler: boolean;
  /** The visitor's address, passed to the API in X-Forwarded-For. */
  clientAddress: string;
  /** The address is one visitor's own (isPrivateAddress): nobody keeps its answer. */
  private: boolean;
}

/** A page's answer as the server sends it. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** A rendered page's HTML as React makes it; a buffer for everything else. */
  body: Readable | Buffer;
  /** The whole answer once the body is made: kept by the page cache, given to requests that waited for it. */
  whole: () => Promise<CachedPage>;
}

function wholeAnswer(page: CachedPage): PageAnswer {
  return { status: page.status, headers: { ...page.headers }, body: page.body, whole: async () => page };
}

/** What a scope of one request does with the browser's effects: nothing; the city cookie is the request's. */
function requestScope(cityCookie: string | null) {
  return fork({
    handlers: [
      // The session is the browser's: the server renders every public page without it.
      [detectSessionFx, () => false],
      [readCityCookieFx, () => findCityByAlias(cityCookie ?? undefined) ?? null],
      [writeCityCookieFx, noop],
      [applyHeadFx, noop],
      [setScrollLockFx, noop],
      [deliverGoalFx, () => 'not-production' as const],
      [navigateFx, noop],
    ],
  });
}

/**
 * Renders a React tree and resolves once all of it is ready: the page goes out whole, every Suspense boundary in
 * place (`progressiveChunkSize: Infinity`), because revealing a late boundary takes an inline script, which the
 * CSP forbids. `failed()` tells whether a part could not be rendered (it is then left to the browser).
 */
function renderWhole(
  element: ReactNode,
  timeoutMs: number,
): Promise<{ stream: PipeableStream; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        resolve({ stream, failed });
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        failed = true;
        console.error('[ssr] render error', error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), timeoutMs);
    timer.unref();
  });
}

function firstError(context: StaticHandlerContext) {
  const errors = Object.values(context.errors ?? {});
  return errors.length > 0 ? toPageError(errors[0]) : null;
}

/** Whether the page can be shared as it is (cache-policy.ts). */
function sharingOf(
  request: PageRequest,
  status: number,
  outcome: RenderOutcome,
  /** A part of the page failed or came too late (its data, its remote). */
  partsFailed: boolean,
): PageSharing {
  if (request.private) return 'private';
  if (status >= 500) return 'failed';
  if (outcome.apiFailed || partsFailed) return 'incomplete';
  return 'public';
}

/** Where a render spent its time, as a Server-Timing header (SERVER_TIMING=1). */
function serverTiming(
  marks: { data: number; render: number; serialize: number },
  outcome: RenderOutcome,
): string {
  const { api } = outcome;
  const apiSpan = api.calls > 0 ? api.endedAt - api.startedAt : 0;
  return [
    `data;dur=${marks.data.toFixed(1)}`,
    `api;dur=${apiSpan.toFixed(1)};desc="${api.calls} calls, longest ${api.longestMs.toFixed(1)} ms"`,
    `render;dur=${marks.render.toFixed(1)}`,
    `serialize;dur=${marks.serialize.toFixed(1)}`,
  ].join(', ');
}

export interface PageRendererOptions {
  settings: ServerSettings;
  config: RuntimeConfig;
  /** The host's built index.html. */
  template: string;
  /** The text of every stylesheet the head carries, the shell's and its remote modules'. */
  stylesheetTexts: StylesheetTexts;
  builds: RemoteBuilds;
  api: ApiStatus;
  /** Headers of every HTML answer for a remotes map (the CSP, which names their origins, and the rest). */
  documentHeaders: (remotes: RemotesMap) => Record<string, string>;
}

/**
 * Server rendering of every page: the route is matched by react-router's static handler (guards, redirects, the
 * redirect lookup), the page's data is loaded in a scope of its own, without the visitor's session, and the page is
 * rendered with React; once all of it is ready the document is streamed: the head (title, meta, JSON-LD, the LCP
 * image's preload, the stylesheets), the page's markup as React writes it, then the serialised state the browser
 * hydrates from. The same bytes are collected into the whole answer the page cache keeps.
 */
export function createPageRenderer({
  settings,
  config,
  template,
  stylesheetTexts,
  builds,
  api,
  documentHeaders,
}: PageRendererOptions) {
  const handler = createStaticHandler(createRoutes(serverServices(settings)));
  const document = splitTemplate(template);

  const answer = (
    status: number,
    sharing: PageSharing,
    variesWithCityCookie: boolean,
    body: string,
    extra: Record<string, string> = {},
  ): PageAnswer =>
    wholeAnswer({
      status,
      headers: {
        ...documentHeaders(builds.remotes),
        'Content-Type': HTML,
        ...pageCacheHeaders({ sharing, status, variesWithCityCookie, settings }),
        ...extra,
      },
      body: Buffer.from(body),
      encoded: {},
      shareable: sharing === 'public',
    });

  /** 503 while the API does not answer: at once, without rendering. */
  function unavailable(request: PageRequest): PageAnswer {
    return answer(503, 'failed', false, request.crawler ? crawlerErrorHtml(503) : unavailableHtml(), {
      'Retry-After': String(UNAVAILABLE_RETRY_SECONDS),
    });
  }

  async function render(request: PageRequest): Promise<PageAnswer> {
    if (!api.up) return unavailable(request);
    const startedAt = performance.now();
    const outcome = emptyOutcome();
    const context: RequestContext = {
      scope: requestScope(request.cityCookie),
      pages: new Map(),
      signedIn: request.signedIn,
      clientAddress: request.clientAddress,
      outcome,
    };
    const { scope } = context;
    const { url } = request;

    const result = await runInRequest(context, async () => {
      await allSettled(runtimeConfigLoaded, { scope, params: config });
      await allSettled(locationChanged, {
        scope,
        params: { pathname: url.pathname, search: url.search, hash: '' },
      });
      await allSettled(cityStarted, { scope });
      return handler.query(new Request(url.href, { method: 'GET' }));
    });
    // A call found no API: if it is gone, the visitor gets the 503 page now rather than a page of loading states.
    if (outcome.apiUnreachable && !(await api.check())) return unavailable(request);

    if (result instanceof Response) {
      const status = result.status;
      return answer(status, sharingOf(request, status, outcome, false), false, '', {
        Location: result.headers.get('Location') ?? '/',
      });
    }

    const pages = pageRoutesIn(result.loaderData);
    // The city of a page without one in its address is the cookie's (SPEC.md 4).
    const variesWithCityCookie = !pages.some((page) => page.city !== null);
    const error = firstError(result);
    const status = result.statusCode;
    const meta: PageMeta | null = scope.getState($pageMeta);
    const head = headHtml(headFor({ meta, error, pathname: url.pathname, config }), {
      siteName: config.brand,
      kind: pageKindOf(
        pages.map((page) => page.route.name),
        error !== null,
      ),
    });

    // Crawlers are not shown an error page (SPEC.md 2.3): the status, noindex, and nothing to index.
    if (error && request.crawler) {
      const sharing = sharingOf(request, status, outcome, false);
      return answer(status, sharing, variesWithCityCookie, crawlerErrorHtml(status));
    }

    const dataDone = performance.now();
    // The map this page names (its scripts, the state the browser registers its remotes from) and whose origins its
    // CSP allows: one map, should remotes.json change during the render.
    const remotes = builds.remotes;
    const assets = Promise.all(
      pages.filter((page) => !page.failure).map((page) => builds.assets(page.remote, page.expose)),
    );
    const router = createStaticRouter(handler.dataRoutes, result);
    const rendered = await renderWhole(
      <Provider value={scope}>
        <LoadedPagesContext.Provider value={context.pages}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </LoadedPagesContext.Provider>
      </Provider>,
      settings.renderTimeoutMs,
    );
    const renderDone = performance.now();
    const page: RenderedPage = {
      state: inSidOrder(serialize(scope)),
      router: { loaderData: result.loaderData, errors: serializeRouterErrors(result.errors) },
      remotes,
    };
    const state = stateHtml(page);
    const serializeDone = performance.now();

    const pageAssets = await assets;
    const preload = preloadHtml({
      lcpImage: error ? null : (meta?.lcpImage ?? null),
      stylesheets: await stylesheetTexts.forPage(pageAssets.flatMap((one) => one.stylesheets)),
    });
    const scripts = remoteScriptsHtml(pageAssets.flatMap((one) => one.scripts));
    // A remote that did not load, or does not answer now (its scripts would not load in the browser), or data that
    // came after SSR_DATA_TIMEOUT_MS (the loader says so).
    const unfinished = pages.some(
      (page) => page.failure !== undefined || page.complete === false || builds.unreachable(page.remote),
    );
    const sharing = sharingOf(request, status, outcome, rendered.failed || unfinished);
    const headers: Record<string, string> = {
      ...documentHeaders(remotes),
      'Content-Type': HTML,
      ...pageCacheHeaders({ sharing, status, variesWithCityCookie, settings }),
    };
    const timing: Record<string, string> = settings.serverTiming
      ? {
          'Server-Timing': serverTiming(
            {
              data: dataDone - startedAt,
              render: renderDone - dataDone,
              serialize: serializeDone - renderDone,
            },
            outcome,
          ),
        }
      : {};

    const streamed = streamDocument(rendered.stream, {
      before: document.before({ head, preload }),
      after: document.after({ state, scripts }),
    });
    const whole = () =>
      streamed.whole().then(
        ({ body, markup }): CachedPage => ({
          status,
          headers: {
            ...headers,
            // The scripts too: a remote moved or redeployed gives the page other ones (and another CSP).
            ETag: weakEtag([head, preload, markup, JSON.stringify(page.router), scripts]),
          },
          body,
          encoded: {},
          shareable: sharing === 'public',
        }),
      );
    const body = streamed.body;
    return { status, headers: { ...headers, ...timing }, body, whole };
  }

  return render;
}
