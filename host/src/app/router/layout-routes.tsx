import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DefaultLayout, MoodboardLayout } from '../../widgets/layout/layouts';
import { $activeModal } from '../../widgets/modal-outlet/model';
import { NavigationProgress } from '../../widgets/navigation-progress/navigation-progress';
import { PageSkeleton } from '../../widgets/page-outlet/page-skeleton';

// The outlet's model listens from the start; its view loads with the first modal.
const ModalOutlet = lazy(() =>
  import('../../widgets/modal-outlet/modal-outlet').then((module) => ({ default: module.ModalOutlet })),
);

/** Above every page: scroll restoration on back/forward, the navigation's progress, the outlet of remote modals. */
export function RootRoute() {
  const activeModal = useUnit($activeModal);
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      <Outlet />
      {activeModal && (
        <Suspense fallback={null}>
          <ModalOutlet />
        </Suspense>
      )}
    </>
  );
}

export function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

export function MoodboardLayoutRoute() {
  return (
    <MoodboardLayout>
      <Outlet />
    </MoodboardLayout>
  );
}

/** While the first page's loaders run: the shell with the page's skeleton. */
export function ShellSkeleton() {
  return (
    <DefaultLayout>
      <PageSkeleton />
    </DefaultLayout>
  );
}
