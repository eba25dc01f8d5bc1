import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import type { RemoteName } from '../config/runtime-config';
import { loadRemoteParcel } from './parcel-loader';
import type { RemoteModules } from './props';

interface RemoteSlotProps<R extends RemoteName, E extends keyof RemoteModules[R] & string> {
  remote: R;
  expose: E;
  props: RemoteModules[R][E];
  /**
   * Shown until the parcel is there (and by the server): sized like the block that comes, so that nothing below
   * it moves when it does.
   */
  skeleton?: ReactNode;
  /** Shown if the other remote is unavailable; by default the slot stays empty, never broken. */
  fallback?: ReactNode;
  /**
   * The slot's box, which holds the skeleton and then the parcel. Give it `position: relative` for the parcel to
   * be laid out at the slot's width while it mounts unseen (a block that picks its picture by its width).
   */
  className?: string;
  /**
   * Load the remote only as the reader comes near the slot (a block beside or below a page's content): when it is
   * on the screen; a screen ahead once the page has scrolled; or as soon as the focus enters the `<article>` around
   * it (`watchApproach`). A visit that does none of these never downloads the remote and single-spa. By default
   * it loads at once.
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
 * skeleton in the slot's box, which keeps it until the parcel has rendered: the parcel mounts unseen beside it
 * and takes its place in one frame, so the slot is never empty in between (what follows it would jump up and back
 * down).
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
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!whenVisible);
  const [state, setState] = useState<SlotState>({ status: 'waiting' });

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // A watcher that cannot load (a network blip) loads the slot at once: never an unhandled chunk error.
    import('./watch-approach').then(
      ({ watchApproach }) => {
        if (!cancelled) stop = watchApproach(element, () => setNear(true));
      },
      () => !cancelled && setNear(true),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [near]);

  useEffect(() => {
    if (!near) return;
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
  }, [near, remote, expose]);

  if (state.status === 'failed') return <>{fallback}</>;
  const ready = state.status === 'ready' ? state : null;
  return (
    <div ref={box} className={className} data-remote-slot={`${remote}/${expose}`}>
      {!ready?.mounted && skeleton}
      {ready && (
        <ready.Mount
          config={ready.config}
          props={props as object}
          hidden={!ready.mounted}
          onMounted={() =>
            setState((current) => (current.status === 'ready' ? { ...current, mounted: true } : current))
          }
          onError={() => setState({ status: 'failed' })}
        />
      )}
    </div>
  );
}
