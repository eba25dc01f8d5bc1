import { type DatingBlockProps, subscriptionOfferRequested } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import {
  $eventProfiles,
  $eventProfilesFailed,
  $eventProfilesLoading,
  $moreProfilesFailed,
  $moreProfilesLoading,
  DatingCard,
  DatingCardSkeletons,
  eventProfilesRequested,
  goingText,
  moreProfilesRequested,
  PROFILES_FAILED_TEXT,
} from '../../entities/dating-profile';
import { HScroll } from '../../shared/ui/h-scroll';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Spinner } from '../../shared/ui/spinner';
import { DatingPaywall } from '../dating-paywall';
import styles from './dating-block.module.css';
import { useFocusAfterMore } from './lib/use-focus-after-more';

export const DATING_BLOCK_SOURCE = 'dating-block';
export const MORE_PROFILES_FAILED_TEXT = 'Не удалось загрузить ещё анкеты.';

/**
 * On an event page: the people going (GET /events/{id}/profiles, 15 a page) as blurred cards, and the dating
 * paywall. Opening a card opens the subscription offer.
 */
export function DatingBlock({ eventId, city }: DatingBlockProps) {
  const { profiles, loading, failed, moreLoading, moreFailed, request, more, requestOffer } = useUnit({
    profiles: $eventProfiles,
    loading: $eventProfilesLoading,
    failed: $eventProfilesFailed,
    moreLoading: $moreProfilesLoading,
    moreFailed: $moreProfilesFailed,
    request: eventProfilesRequested,
    more: moreProfilesRequested,
    requestOffer: subscriptionOfferRequested,
  });
  const headingId = useId();
  const openOffer = () => requestOffer({ source: DATING_BLOCK_SOURCE });
  const load = useCallback(() => request({ eventId, city: city.alias }), [eventId, city.alias, request]);

  useEffect(() => {
    load();
  }, [load]);

  const current = profiles.query?.eventId === eventId && profiles.query.city === city.alias;
  const items = current ? profiles.items : [];
  const firstLoad = items.length === 0 && (loading || !current);
  const hasMore = current && profiles.page < profiles.totalPages;
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moreTile = useRef<HTMLButtonElement>(null);
  const morePressed = useFocusAfterMore(section, items.length, hasMore);
  const loadMore = () => {
    morePressed();
    more();
  };

  return (
    <section ref={section} className={styles.block} aria-labelledby={headingId} data-testid="dating-block">
      <header className={styles.head}>
        <h2 id={headingId} ref={heading} className={styles.title} tabIndex={-1}>
          Знакомства на событии
        </h2>
        {items.length > 0 && <p className={styles.count}>{goingText(profiles.total)}</p>}
        {/* The count's line while the first page loads, about as wide (so it wraps as the count will): the block
            does not grow when the people going come. A no-break space gives it the count's line and baseline. */}
        {firstLoad && (
          <span className={styles.countSkeleton} aria-hidden="true">
            {'\u00a0'}
          </span>
        )}
      </header>
      {firstLoad && <DatingCardSkeletons />}
      {!firstLoad && items.length > 0 && (
        <HScroll label="Анкеты тех, кто идёт">
          {items.map((profile) => (
            <li key={profile.id}>
              <DatingCard name={profile.name} age={profile.age} image={profile.image} onOpen={openOffer} />
            </li>
          ))}
          {hasMore && (
            <li>
              <button
                ref={moreTile}
                type="button"
                className={styles.more}
                onClick={loadMore}
                // Not `disabled`: a disabled button loses the focus of whoever pressed it. A press while a page
                // loads does nothing (the model asks for one page at a time).
                aria-disabled={loading || undefined}
                aria-busy={moreLoading || undefined}
              >
                Ещё {profiles.total - items.length}
                {moreLoading && (
                  // Under the text, out of the flow: the tile keeps its size and its name.
                  <span className={styles.moreSpinner} aria-hidden="true">
                    <Spinner size="sm" />
                  </span>
                )}
              </button>
            </li>
          )}
        </HScroll>
      )}
      {!firstLoad && items.length === 0 && !failed && (
        <p className={styles.empty}>Пока никто не отметился. Будь первым — в приложении.</p>
      )}
      {!firstLoad && items.length === 0 && failed && (
        <LoadFailed text={PROFILES_FAILED_TEXT} onRetry={load} focusOnRetry={heading} />
      )}
      {hasMore && moreFailed && (
        <LoadFailed text={MORE_PROFILES_FAILED_TEXT} onRetry={loadMore} focusOnRetry={moreTile} />
      )}
      <DatingPaywall source={DATING_BLOCK_SOURCE} />
    </section>
  );
}
