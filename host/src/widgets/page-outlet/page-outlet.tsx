import { $city } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $page, $pageError } from '../../entities/route/model';
import { RemoteParcel } from '../../shared/federation/remote-parcel';
import { isCrawler } from '../../shared/lib/is-crawler';
import styles from './page-outlet.module.css';
import { PageSkeleton } from './page-skeleton';

// Loaded only when a page fails: most visits never need it.
const ErrorPage = lazy(() =>
  import('../../pages/error-page').then((module) => ({ default: module.ErrorPage })),
);

/** Renders the page parcel of the current route, or the error page. */
export function PageOutlet() {
  const { page, error, city } = useUnit({ page: $page, error: $pageError, city: $city });
  if (error) {
    // Crawlers get no error page to index or preview: an empty page whose head says noindex and the status.
    if (isCrawler()) return <meta name="prerender-status-code" content={String(error.statusCode)} />;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <ErrorPage error={error} />
      </Suspense>
    );
  }
  if (!page) return <PageSkeleton />;
  const { definition, match } = page;
  const rotate = definition.transition === 'rotate';
  return (
    <div
      // The same parcel stays mounted across routes it serves; the 'rotate' transition replays per page.
      key={rotate ? match.path : `${definition.remote}${definition.expose}`}
      className={rotate ? styles.rotate : styles.page}
      data-route={definition.name}
    >
      <RemoteParcel
        remote={definition.remote}
        expose={definition.expose}
        props={{ route: match, city: page.city ?? city }}
        skeleton={<PageSkeleton />}
      />
    </div>
  );
}
