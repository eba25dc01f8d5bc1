import { useUnit } from 'effector-react';
import { $page } from '../entities/route/model';
import { DefaultLayout, MoodboardLayout } from '../widgets/layout/layouts';
import { ModalOutlet } from '../widgets/modal-outlet';
import { PageOutlet } from '../widgets/page-outlet/page-outlet';

export function App() {
  const page = useUnit($page);
  const Layout = page?.definition.layout === 'moodboard' ? MoodboardLayout : DefaultLayout;
  return (
    <>
      <Layout>
        <PageOutlet />
      </Layout>
      <ModalOutlet />
    </>
  );
}
