import type { PageError } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { routeErrorShown } from '../../entities/page/model';
import { PageSkeleton } from '../../widgets/page-outlet/page-skeleton';

// Loaded only when a page fails: most visits never need it.
const ErrorScreen = lazy(() =>
  import('../../pages/error-page').then((module) => ({ default: module.ErrorScreen })),
);

export function LazyErrorScreen({ error }: { error: PageError }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ErrorScreen error={error} />
    </Suspense>
  );
}

function isPageError(value: unknown): value is PageError {
  const candidate = value as Partial<PageError> | null;
  return typeof candidate?.statusCode === 'number' && typeof candidate.message === 'string';
}

/** What a loader threw, as the error page shows it: a guard's 404 as given, anything else as its status. */
export function toPageError(thrown: unknown): PageError {
  if (isRouteErrorResponse(thrown)) {
    return isPageError(thrown.data)
      ? thrown.data
      : { statusCode: thrown.status, message: thrown.statusText || `HTTP ${thrown.status}` };
  }
  return { statusCode: 500, message: thrown instanceof Error ? thrown.message : 'Internal Server Error' };
}

/** The error boundary of the page routes: the error page inside the layout, header and footer kept. */
export function RouteErrorScreen() {
  const error = toPageError(useRouteError());
  const shown = useUnit(routeErrorShown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one error page per status and message.
  useEffect(() => {
    shown(error);
  }, [shown, error.statusCode, error.message]);
  return <LazyErrorScreen error={error} />;
}
