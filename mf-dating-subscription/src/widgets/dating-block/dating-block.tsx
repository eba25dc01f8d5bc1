import { type DatingBlockProps, subscriptionOfferRequested } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useId } from 'react';
import {
  $eventProfiles,
  $eventProfilesFailed,
  $eventProfilesLoading,
  DatingCard,
  DatingCardSkeletons,
  eventProfilesRequested,
  goingText,
  moreProfilesRequested,
} from '../../entities/dating-profile';
import { buttonStyles } from '../../shared/ui/button';
import { HScroll } from '../../shared/ui/h-scroll';
import { DatingPaywall } from '../dating-paywall';
import styles from './dating-block.module.css';

export const DATING_BLOCK_SOURCE = 'dating-block';

/**
 * On an event page: the people going (GET /events/{id}/profiles, 15 a page) as blurred cards, and the dating
 * paywall. Opening a card opens the subscription offer.
 */
export function DatingBlock({ eventId, city }: DatingBlockProps) {
  const { profiles, loading, failed, request, more, requestOffer } = useUnit({
    profiles: $eventProfiles,
    loading: $eventProfilesLoading,
    failed: $eventProfilesFailed,
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

  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="dating-block">
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          Знакомства на событии
        </h2>
        {items.length > 0 && <p className={styles.count}>{goingText(profiles.total)}</p>}
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
              <button type="button" className={styles.more} onClick={() => more()} disabled={loading}>
                Ещё {profiles.total - items.length}
              </button>
            </li>
          )}
        </HScroll>
      )}
      {!firstLoad && items.length === 0 && !failed && (
        <p className={styles.empty}>Пока никто не отметился. Будь первым — в приложении.</p>
      )}
      {!firstLoad && items.length === 0 && failed && (
        <div className={styles.failed} role="alert">
          <p className={styles.empty}>Не удалось загрузить анкеты.</p>
          <button type="button" className={buttonStyles.secondary} onClick={load}>
            Повторить
          </button>
        </div>
      )}
      <DatingPaywall source={DATING_BLOCK_SOURCE} />
    </section>
  );
}
