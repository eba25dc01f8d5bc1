import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import type { RemoteName } from '../config/runtime-config';
import { loadRemoteParcel } from './parcel-loader';
import type { RemoteModules } from './props';

interface RemoteSlotProps<R extends RemoteName, E extends keyof RemoteModules[R] & string> {
  remote: R;
  expose: E;
  props: RemoteModules[R][E];
  /** Shown until the parcel is there; reserve the block's space to avoid layout shift. */
  skeleton?: ReactNode;
  /** Shown if the other remote is unavailable; by default the slot stays empty, never broken. */
  fallback?: ReactNode;
  className?: string;
  /**
   * Load the remote only once the slot comes onto the screen (a block beside or below a page's content): a
   * visitor who never scrolls to it never downloads the remote and single-spa. By default it loads at once.
   */
  whenVisible?: boolean;
}

type SlotState =
  | { status: 'waiting' }
  | {
      status: 'ready';
      config: ParcelConfig;
      Mount: typeof import('../parcel-runtime').SlotParcel;
      /** The parcel has rendered: until then the skeleton keeps the place. */
      mounted: boolean;
    }
  | { status: 'failed' };

/**
 * Embeds another remote's parcel inside a page or parcel (the event page's dating block, the profile's
 * favourites), talking to it only through its typed props and the bus. The server and the first render show the
 * skeleton, which keeps its place until the parcel has rendered: the parcel mounts unseen beside it and takes its
 * place in one frame, so the slot is never empty in between (what follows it would jump up and back down).
 */
export function RemoteSlot<R extends RemoteName, E extends keyof RemoteModules[R] & string>({
  remote,
  expose,
  props,
  skeleton = null,
  fallback = null,
  className,
  whenVisible = false,
}: RemoteSlotProps<R, E>) {
  const anchor = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(!whenVisible);
  const [state, setState] = useState<SlotState>({ status: 'waiting' });

  useEffect(() => {
    const element = anchor.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  useEffect(() => {
    if (!seen) return;
    let cancelled = false;
    Promise.all([loadRemoteParcel(remote, expose), import('@kaver/shared-contracts/parcels')]).then(
      ([config, { SlotParcel }]) =>
        !cancelled && setState({ status: 'ready', config, Mount: SlotParcel, mounted: false }),
      (error: unknown) => {
        console.warn(`[slot] ${remote}/${expose} is unavailable`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [seen, remote, expose]);

  if (state.status === 'failed') return <>{fallback}</>;
  const placeholder = (
    <div ref={anchor} className={className} data-remote-slot={`${remote}/${expose}`}>
      {skeleton}
    </div>
  );
  if (state.status === 'waiting') return placeholder;
  const { Mount, config, mounted } = state;
  return (
    <>
      {!mounted && placeholder}
      <Mount
        config={config}
        props={props as object}
        className={className}
        hidden={!mounted}
        onMounted={() =>
          setState((current) => (current.status === 'ready' ? { ...current, mounted: true } : current))
        }
        onError={() => setState({ status: 'failed' })}
      />
    </>
  );
}
