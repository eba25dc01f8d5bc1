import { mountRootParcel } from '@kaver/shared-contracts';
import { type ReactNode, useContext } from 'react';
import { SingleSpaContext } from 'single-spa-react';

type ParcelContext = { mountParcel?: typeof mountRootParcel } | undefined;

/**
 * Gives a RemoteSlot a parcel context where there is none: a page the host renders in its own tree (on the server
 * and when hydrating) is not inside a parcel, and single-spa-react's context is then undefined, which
 * shared-contracts' RemoteSlot cannot destructure. Inside a parcel (the standalone harness) the parcel's own context
 * stays, so a child parcel still follows its parent's lifecycle.
 */
export function ParcelContext({ children }: { children: ReactNode }) {
  const context = useContext(SingleSpaContext) as unknown as ParcelContext;
  if (context?.mountParcel) return <>{children}</>;
  const Provider = SingleSpaContext.Provider as unknown as (props: {
    value: ParcelContext;
    children: ReactNode;
  }) => ReactNode;
  return <Provider value={{ ...context, mountParcel: mountRootParcel }}>{children}</Provider>;
}
