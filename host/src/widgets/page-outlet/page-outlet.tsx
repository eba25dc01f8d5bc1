import { $city } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $page, $pageError } from '../../entities/route/model';
import { RemoteParcel } from '../../shared/federation/remote-parcel';
import styles from './page-outlet.module.css';
import { PageSkeleton } from './page-skeleton';

// Loaded only when a page fails: most visits never need it.
const ErrorScreen = lazy(() =>
  import('../../pages/error-page').then((module) => ({ default: module.ErrorScreen })),
);

/** Renders the page parcel of the current route, or the error page. */
export function PageOutlet() {
  const { page, error, city } = useUnit({ page: $page, error: $pageError, city: $city });
  if (error) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <ErrorScreen error={error} />
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
