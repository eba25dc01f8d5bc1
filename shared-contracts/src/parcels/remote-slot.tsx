import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import { SingleSpaContext } from 'single-spa-react';
import Parcel from 'single-spa-react/parcel';
import type { RemoteName } from '../config/runtime-config';
import { mountRootParcel } from './mount-parcel';
import { loadRemoteParcel } from './parcel-loader';
import type { RemoteModules } from './props';

/**
 * single-spa-react creates its context when it can (its module's own `require('react')`, else its first parcel):
 * a server render can reach a slot before either, and then there is no parcel around it to read.
 */
const NO_PARCEL_CONTEXT = createContext<{ mountParcel?: typeof mountRootParcel } | null>(null);

interface RemoteSlotProps<R extends RemoteName, E extends keyof RemoteModules[R] & string> {
  remote: R;
  expose: E;
  props: RemoteModules[R][E];
  /** Shown while loading; reserve the block's space to avoid layout shift. */
  skeleton?: ReactNode;
  /** Shown if the other remote is unavailable; by default the slot stays empty, never broken. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * Embeds another remote's parcel inside a parcel (the event page's dating block, the profile's favourites). It is
 * mounted as a child parcel of the current one, and talks to it only through its typed props and the bus.
 */
export function RemoteSlot<R extends RemoteName, E extends keyof RemoteModules[R] & string>({
  remote,
  expose,
  props,
  skeleton = null,
  fallback = null,
  className,
}: RemoteSlotProps<R, E>) {
  // Inside a parcel, single-spa-react provides mountParcel: the child's lifecycle follows the parent's. A page the
  // host renders in its own tree mounts the child as a root parcel.
  const { mountParcel = mountRootParcel } = useContext(SingleSpaContext ?? NO_PARCEL_CONTEXT) ?? {};
  const [state, setState] = useState<{ config: ParcelConfig } | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadRemoteParcel(remote, expose).then(
      (config) => !cancelled && setState({ config }),
      (error: unknown) => {
        console.warn(`[slot] ${remote}/${expose} is unavailable`, error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, expose]);

  if (state === 'failed') return <>{fallback}</>;
  if (state === 'loading') return <>{skeleton}</>;
  return (
    <Parcel
      config={state.config}
      mountParcel={mountParcel}
      wrapWith="div"
      wrapClassName={className}
      handleError={() => setState('failed')}
      {...(props as object)}
    />
  );
}
