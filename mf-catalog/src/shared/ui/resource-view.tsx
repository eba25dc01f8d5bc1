import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { errorText } from '../lib/api-errors';
import type { ResourceLike } from '../lib/create-resource';
import { ErrorState } from './states';

interface Props<Data> {
  resource: ResourceLike<Data>;
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
  /** Keep showing the previous data while the next loads (paging), instead of the skeleton. */
  keepPrevious?: boolean;
  /** Show nothing: something else stands in its place for now (a nearby list instead of the usual one). */
  hidden?: boolean;
}

/** A resource's three faces: a skeleton while loading, an error with a retry, or the data. */
export function ResourceView<Data>({
  resource,
  skeleton,
  children,
  keepPrevious = false,
  hidden = false,
}: Props<Data>) {
  const { data, status, error, retry } = useUnit({
    data: resource.$data,
    status: resource.$status,
    error: resource.$error,
    retry: resource.retry,
  });
  if (hidden) return null;
  if (status === 'error') return <ErrorState text={errorText(error)} onRetry={() => retry()} />;
  if (data === null || status === 'idle' || (status === 'loading' && !keepPrevious)) return <>{skeleton}</>;
  return <>{children(data as Data)}</>;
}
