import { useStoreMap, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $knownAnonymous } from '../../shared/model/session';
import buttons from '../../shared/ui/button.module.css';
import styles from './follow-button.module.css';
import {
  $followFailed,
  $following,
  $followPending,
  $shownPlaces,
  followHidden,
  followShown,
  followToggled,
} from './model';

/**
 * «Подписаться» / «Отписаться» for a place. The server, and the browser until it has asked, render a placeholder
 * of the button's size: following is personal and never part of the public page.
 */
export function FollowButton({ placeId }: { placeId: number }) {
  const { show, hide, toggle, anonymous } = useUnit({
    show: followShown,
    hide: followHidden,
    toggle: followToggled,
    anonymous: $knownAnonymous,
  });
  const shown = useStoreMap($shownPlaces, (ids) => ids.includes(placeId));
  const known = useStoreMap($following, (states) => states[placeId] ?? null);
  const pending = useStoreMap($followPending, (all) => Boolean(all[placeId]));
  const failed = useStoreMap($followFailed, (id) => id === placeId);

  useEffect(() => {
    show(placeId);
    return () => {
      hide(placeId);
    };
  }, [placeId, show, hide]);

  const following = !shown ? null : anonymous ? false : known;
  if (following === null) {
    return <span className={styles.placeholder} aria-hidden="true" data-testid="follow-placeholder" />;
  }
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${following ? buttons.secondary : buttons.primary} ${styles.button}`}
        aria-busy={pending}
        onClick={() => toggle(placeId)}
        data-testid="follow-button"
        data-following={following}
      >
        {following ? 'Отписаться' : 'Подписаться'}
      </button>
      {failed && (
        <span className={styles.error} role="alert">
          Не получилось. Попробуй ещё раз.
        </span>
      )}
    </span>
  );
}
