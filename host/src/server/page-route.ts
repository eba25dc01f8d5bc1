import { findCityByAlias, SIGNED_IN_COOKIE } from '@kaver/shared-contracts';
import { etagMatches } from '@kaver/shared-contracts/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCrawler } from '../shared/lib/is-crawler';
import { isPrivateAddress } from './cache-policy';
import { negotiateEncoding } from './encoding';
import type { CachedPage, PageCache } from './page-cache';
import type { PageAnswer, PageRequest } from './render-page';
import type { TargetCheck } from './request-target';

type Ok = Extract<TargetCheck, { kind: 'ok' }>;

export interface PageRouteOptions {
  /** The site's origin (config.json's siteUrl): the origin of every page's URL, whatever Host the request named. */
  siteOrigin: string;
  render: (request: PageRequest) => Promise<PageAnswer>;
  cache: PageCache;
  /** Changes when a remote is redeployed: a page rendered with its old build is not served again. */
  buildsVersion: () => string;
  serverTiming: boolean;
}

/**
 * Answers a page request: from the page cache when a public page is kept (or being rendered for another visitor),
 * else by rendering it, streamed as it is made. A private address is rendered for its visitor alone.
 */
export function createPageRoute({
  siteOrigin,
  render,
  cache,
  buildsVersion,
  serverTiming,
}: PageRouteOptions) {
  return async function servePage(request: FastifyRequest, reply: FastifyReply, target: Ok) {
    const url = new URL(target.rawPathname + target.search, siteOrigin);
    const page: PageRequest = {
      url,
      cityCookie: findCityByAlias(request.cookies.city)?.alias ?? null,
      signedIn: Boolean(request.cookies[SIGNED_IN_COOKIE]),
      crawler: isCrawler(request.headers['user-agent'] ?? ''),
      clientAddress: request.ip,
      private: isPrivateAddress(url),
    };
    if (page.private || !cache.enabled) return sendAnswer(reply, await render(page));

    // Everything a public page depends on besides its address: the remotes' builds, a crawler's error pages,
    // and the city cookie, which pages without a city in their address show (cache-policy.ts).
    const key = [
      buildsVersion(),
      page.crawler ? 'crawler' : 'visitor',
      page.cityCookie ?? '',
      url.pathname + url.search,
    ].join('|');
    const kept = cache.kept(key);
    if (kept) return sendWhole(request, reply, key, kept, 'hit');

    // The request that starts the render streams it; the ones that come meanwhile get its whole page.
    let own: Promise<PageAnswer> | undefined;
    const whole = cache.share(key, () => {
      own = render(page);
      return own.then((answer) => answer.whole());
    });
    if (!own) {
      const waited = await whole.catch(() => null);
      if (waited) return sendWhole(request, reply, key, waited, 'shared');
      own = render(page); // the render it waited for failed: this visitor gets one of their own
    }
    return sendAnswer(reply, await own);
  };

  function sendAnswer(reply: FastifyReply, answer: PageAnswer) {
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  }

  /** A whole page (kept, or made for another request): 304 when the visitor has it, compressed once for all. */
  function sendWhole(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    page: CachedPage,
    source: 'hit' | 'shared',
  ) {
    reply.code(page.status).headers(page.headers);
    if (serverTiming) reply.header('Server-Timing', `cache;desc="${source}"`);
    const etag = page.headers.ETag;
    if (etag && page.status === 200 && etagMatches(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    if (page.body.length === 0) return reply.send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    return reply.header('Content-Encoding', encoding).send(cache.encoded(key, page, encoding));
  }
}
