import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { createParcel } from './create-parcel';
import { pageKey, type RemotePage } from './page';
import type { PageParcelProps } from './props';

/** A page mounted as a parcel starts itself whenever its route or city changes (no host loader runs for it). */
function StartedPage({ page, ...props }: PageParcelProps & { page: RemotePage }) {
  const start = useUnit(page.started);
  const key = pageKey(props);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the props mean another page.
  useEffect(() => {
    start(props);
  }, [key, start]);
  return <page.Component {...props} />;
}

/** A page as a single-spa parcel: for the standalone harness and any host that mounts parcels. */
export function createPageParcel(title: string, page: RemotePage) {
  return createParcel<PageParcelProps>(title, (props) => <StartedPage page={page} {...props} />);
}
