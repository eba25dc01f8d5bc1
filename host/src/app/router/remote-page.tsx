import { $city, findCityByAlias } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useLoaderData } from 'react-router-dom';
import { $pageError } from '../../entities/page-error/model';
import { RemoteParcel } from '../../shared/federation/remote-parcel';
import styles from '../../widgets/page-outlet/page-outlet.module.css';
import { PageSkeleton } from '../../widgets/page-outlet/page-skeleton';
import type { RouteDefinition } from '../routes';
import type { PageRouteData } from './page-loader';
import { LazyErrorScreen } from './route-error-screen';

/** A route's page: the remote's page parcel with the matched route, or the error its data raised. */
export function RemotePage({ definition }: { definition: RouteDefinition }) {
  const page = useLoaderData() as PageRouteData;
  const { current, error } = useUnit({ current: $city, error: $pageError });
  if (error) return <LazyErrorScreen error={error} />;
  const rotate = definition.transition === 'rotate';
  return (
    <div
      // The 'rotate' transition replays for every event page.
      key={rotate ? page.route.path : page.route.name}
      className={rotate ? styles.rotate : styles.page}
      data-route={page.route.name}
    >
      <RemoteParcel
        remote={page.remote}
        expose={page.expose}
        props={{ route: page.route, city: findCityByAlias(page.cityAlias) ?? current }}
        skeleton={<PageSkeleton />}
      />
    </div>
  );
}
