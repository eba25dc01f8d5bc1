import type { PremiumBannerProps } from '@kaver/shared-contracts';
import { useMemo } from 'react';
import { SubscribeLink } from '../../features/paywall-link';
import { buttonStyles } from '../../shared/ui/button';
import { campaignFor } from './lib/seasonal-campaign';
import styles from './premium-banner.module.css';

export const MORE_LABEL = 'Подробнее';
export const PROFILES_LABEL = 'Смотреть анкеты';

const LEAD: Record<PremiumBannerProps['type'], string> = {
  event: 'Посмотри, кто ещё идёт на это событие, и договорись встретиться заранее.',
  article: 'Тысячи людей ищут компанию в места из этой подборки — присоединяйся.',
};

/**
 * The black premium banner (SPEC.md 2.7) for an article or an event, with the seasonal image banner as its
 * artwork: the desktop and mobile texts and images of the current season. It is laid out by its own width, not
 * the screen's (it stands in a page's column, or in the narrow aside beside an event or an article from 1024 px):
 * narrow, the mobile picture and title over the text; wide, the text beside the desktop picture and title. In a
 * modal the button reads 'Подробнее' and leads to the purchase page; elsewhere 'Смотреть анкеты' leads to
 * /community.
 */
export function PremiumBanner({ type, inModal = false }: PremiumBannerProps) {
  const campaign = useMemo(() => campaignFor(), []);
  return (
    <aside
      className={inModal ? styles.compact : styles.banner}
      data-testid="premium-banner"
      data-season={campaign.season}
    >
      <div className={styles.layout}>
        {/* Both pictures, one shown by the banner's width: a lazy image that is not shown is not loaded. */}
        <div className={styles.art}>
          <img
            className={styles.wideArt}
            src={campaign.desktopImage}
            alt=""
            width={440}
            height={300}
            loading="lazy"
            decoding="async"
          />
          <img
            className={styles.narrowArt}
            src={campaign.mobileImage}
            alt=""
            width={640}
            height={260}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div className={styles.content}>
          <span className={styles.eyebrow}>Премиум</span>
          <p className={styles.title}>
            <span className={styles.desktopText}>{campaign.desktopText}</span>
            <span className={styles.mobileText}>{campaign.mobileText}</span>
          </p>
          <p className={styles.lead}>{LEAD[type]}</p>
          {inModal ? (
            <SubscribeLink content={`premium-banner-${type}`} className={buttonStyles.primary}>
              {MORE_LABEL}
            </SubscribeLink>
          ) : (
            <a href="/community" className={buttonStyles.primary}>
              {PROFILES_LABEL}
            </a>
          )}
        </div>
      </div>
    </aside>
  );
}
