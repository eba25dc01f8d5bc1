import type { ReactNode } from 'react';
import { RemoteSlot } from './remote-slot';

/**
 * The event page's premium banner slot as RemoteSlot's tests render it, on the server and in the browser: its
 * skeleton in a box of the catalog's class, loaded as the reader comes near unless told otherwise.
 */
export function TestSlot({ whenVisible = true, fallback }: { whenVisible?: boolean; fallback?: ReactNode }) {
  return (
    <RemoteSlot
      remote="mf_dating_subscription"
      expose="./premium-banner"
      props={{ type: 'event' }}
      skeleton={<p>Загружаем баннер</p>}
      fallback={fallback}
      className="slot"
      whenVisible={whenVisible}
    />
  );
}
