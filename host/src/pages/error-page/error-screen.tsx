import type { PageError } from '@kaver/shared-contracts';
import { isCrawler } from '../../shared/lib/is-crawler';
import { ErrorPage } from './error-page';

/**
 * What a failed page shows. Crawlers get no error page to index or preview (SPEC.md 2.3): an empty page whose
 * head carries the status (the page-head model already marks it noindex). People get the carpet page.
 */
export function ErrorScreen({ error }: { error: PageError }) {
  if (isCrawler()) return <meta name="prerender-status-code" content={String(error.statusCode)} />;
  return <ErrorPage error={error} />;
}
