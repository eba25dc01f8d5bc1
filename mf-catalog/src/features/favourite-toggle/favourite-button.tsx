import { formatNumberRu } from '@kaver/shared-contracts';
import { useStoreMap, useUnit } from 'effector-react';
import styles from './favourite-button.module.css';
import { $favouritesPending, type FavouriteTarget, favouriteKey, favouriteToggled } from './model';
import { useFavouriteState } from './use-favourite-state';

/** The heart with the favourites count (useFavouriteState says what it shows). */
export function FavouriteButton({ target }: { target: FavouriteTarget }) {
  const pending = useStoreMap($favouritesPending, (all) => Boolean(all[favouriteKey(target)]));
  const toggle = useUnit(favouriteToggled);
  const state = useFavouriteState(target);
  const active = state.isFavorite === 1;
  return (
    <button
      type="button"
      className={active ? styles.active : styles.button}
      aria-pressed={active}
      aria-busy={pending}
      onClick={() => toggle({ ...target, ...state })}
      data-testid="favourite-button"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={styles.heart}>
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.3h2.6C14.1 6.1 15.5 5 17.5 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21Z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{active ? 'В избранном' : 'В избранное'}</span>
      <span
        className={styles.count}
        data-testid="favourite-count"
        title="Сколько человек добавили в избранное"
      >
        {formatNumberRu(state.favoritesCnt)}
      </span>
    </button>
  );
}
