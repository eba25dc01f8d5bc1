import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $page } from '../entities/route/model';
import { DefaultLayout, MoodboardLayout } from '../widgets/layout/layouts';
import { $activeModal } from '../widgets/modal-outlet/model';
import { PageOutlet } from '../widgets/page-outlet/page-outlet';

// The outlet's model listens from the start; its view loads with the first modal.
const ModalOutlet = lazy(() =>
  import('../widgets/modal-outlet/modal-outlet').then((module) => ({ default: module.ModalOutlet })),
);

export function App() {
  const { page, activeModal } = useUnit({ page: $page, activeModal: $activeModal });
  const Layout = page?.definition.layout === 'moodboard' ? MoodboardLayout : DefaultLayout;
  return (
    <>
      <Layout>
        <PageOutlet />
      </Layout>
      {activeModal && (
        <Suspense fallback={null}>
          <ModalOutlet />
        </Suspense>
      )}
    </>
  );
}
