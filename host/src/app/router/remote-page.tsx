import { $city, ParcelErrorBoundary, REMOTE_TITLES } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useContext } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { $pageError } from '../../entities/page/model';
import { RemoteFallback } from '../../shared/federation/remote-fallback';
import { retryRemote } from '../../shared/federation/remotes';
import styles from '../../widgets/page-outlet/page-outlet.module.css';
import type { RouteDefinition } from '../routes';
import { LoadedPagesContext, pageModuleKey } from './loaded-pages';
import type { PageRouteData } from './page-loader';
import { LazyErrorScreen } from './route-error-screen';

/**
 * A route's page: the remote's page component, rendered in the host's tree with the matched route and city (on the
 * server and in the browser alike), its fallback when the remote is unavailable, or the error its data raised.
 */
export function RemotePage({ definition }: { definition: RouteDefinition }) {
  const data = useLoaderData() as PageRouteData;
  const pages = useContext(LoadedPagesContext);
  const revalidator = useRevalidator();
  const location = useLocation();
  const { current, error } = useUnit({ current: $city, error: $pageError });
  if (error) return <LazyErrorScreen error={error} />;

  const page = pages.get(pageModuleKey(data.remote, data.expose));
  const title = REMOTE_TITLES[data.remote];
  // Only a page navigated to turns in: the page a visit opens on (react-router's 'default' location, on the
  // server and in the browser alike) is shown at once, or its text and picture would paint late.
  const rotate = definition.transition === 'rotate' && location.key !== 'default';
  return (
    <div
      // The 'rotate' transition replays for every event page.
      key={rotate ? data.route.path : data.route.name}
      className={rotate ? styles.rotate : styles.page}
      data-route={data.route.name}
    >
      {page && !data.failure ? (
        <ParcelErrorBoundary title={title}>
          <page.Component route={data.route} city={data.city ?? current} routeCity={data.city} />
        </ParcelErrorBoundary>
      ) : (
        <RemoteFallback
          title={title}
          reason={data.failure ?? 'unreachable'}
          onRetry={() => {
            retryRemote(data.remote);
            void revalidator.revalidate();
          }}
        />
      )}
    </div>
  );
}
