import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { ResourceLike } from '../../shared/lib/create-resource';
// The page's section styles, not the row's (horizontal-list.module.css): imported from here, the row's class names
// would no longer be inlined where HorizontalList is, and the home page would download them all as an object.
import pageStyles from '../../shared/ui/page.module.css';
import { ResourceView } from '../../shared/ui/resource-view';

interface Props<Data> {
  /** The row's heading, kept above its error. */
  title: string;
  resource: ResourceLike<Data>;
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
  testId?: string;
}

/**
 * The resource of a titled row (HorizontalList): ResourceView, whose failure keeps the row's heading above the
 * error, in the row's section, so that a page of rows says which one failed and each error stands apart (the city
 * page with the API down would show the same box six times in a column, none named).
 */
export function RowView<Data>({ title, testId, ...view }: Props<Data>) {
  const [error, status] = useUnit([view.resource.$error, view.resource.$status]);
  // ResourceView's own test for its error face: it stays while a retry loads.
  if (!error && status !== 'error') return <ResourceView {...view} />;
  return (
    <section className={pageStyles.section} data-testid={testId}>
      <h2 className={pageStyles.sectionTitle}>{title}</h2>
      <ResourceView {...view} />
    </section>
  );
}
