import {
  $hasPremium,
  $isAuthenticated,
  type PageParcelProps,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import {
  $cityProfiles,
  $cityProfilesFailed,
  $cityProfilesLoading,
  cityProfilesRequested,
  DatingCard,
  DatingCardSkeletons,
  PROFILES_FAILED_TEXT,
} from '../../entities/dating-profile';
import { HScroll } from '../../shared/ui/h-scroll';
import { LoadFailed } from '../../shared/ui/load-failed';
import { StoreBadges } from '../../shared/ui/store-badges';
import { DatingPaywall, ONLY_BY_SUBSCRIPTION, ONLY_IN_APP } from '../../widgets/dating-paywall';
import styles from './community-page.module.css';
import { FeatureSection } from './feature-section';
import { COMMUNITY_SOURCE, COMMUNITY_TITLE } from './model';

const STATS = [
  { value: '100 000+', label: 'пользователей' },
  { value: '150 000+', label: 'активных анкет' },
  { value: '22', label: 'города' },
];

/**
 * /community: the dating, friends and communities teaser. Dating cards stay blurred behind the paywall. A view of
 * the city's profiles, which communityStarted loads (the server renders them).
 */
export function CommunityPage({ city }: PageParcelProps) {
  const { profiles, loading, failed, premium, signedIn, requestProfiles, requestOffer } = useUnit({
    profiles: $cityProfiles,
    loading: $cityProfilesLoading,
    failed: $cityProfilesFailed,
    premium: $hasPremium,
    signedIn: $isAuthenticated,
    requestProfiles: cityProfilesRequested,
    requestOffer: subscriptionOfferRequested,
  });
  const inApp = premium && signedIn;
  const openOffer = () => requestOffer({ source: COMMUNITY_SOURCE });
  const datingHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className={styles.page} data-testid="community-page">
      <section className={styles.hero}>
        <h1 className={styles.title}>{COMMUNITY_TITLE}</h1>
        <p className={styles.lead}>
          Находи компанию на события {inCityPhrase(city)}: смотри, кто идёт туда же, ставь лайки и
          договаривайся встретиться.
        </p>
        <ul className={styles.stats}>
          {STATS.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong> {stat.label}
            </li>
          ))}
        </ul>
      </section>

      <FeatureSection
        id="dating"
        headingRef={datingHeading}
        title="Знакомства"
        text="Анкеты людей, которые идут на те же события, что и ты. Взаимный лайк — и можно писать."
      >
        {loading && profiles.length === 0 ? (
          <DatingCardSkeletons />
        ) : (
          profiles.length > 0 && (
            <HScroll label="Анкеты">
              {profiles.map((profile) => (
                <li key={profile.id}>
                  <DatingCard
                    name={profile.name}
                    age={profile.age}
                    image={profile.image}
                    onOpen={openOffer}
                  />
                </li>
              ))}
            </HScroll>
          )
        )}
        {failed && profiles.length === 0 && (
          <LoadFailed
            text={PROFILES_FAILED_TEXT}
            onRetry={() => requestProfiles(city.alias)}
            focusOnRetry={datingHeading}
          />
        )}
        <DatingPaywall source={COMMUNITY_SOURCE} />
      </FeatureSection>

      <FeatureSection
        id="friends"
        title="Друзья"
        text="Не с кем сходить на концерт или в музей? Найди компанию по интересам — без свиданий, просто дружба."
        lock={inApp ? ONLY_IN_APP : ONLY_BY_SUBSCRIPTION}
        action={
          inApp ? (
            <StoreBadges stores={['ios', 'android']} />
          ) : (
            <button type="button" className={styles.linkButton} onClick={openOffer}>
              Узнать о Премиуме
            </button>
          )
        }
      />

      <FeatureSection
        id="communities"
        title="Сообщества"
        text="Клубы любителей стендапа, джаза, настолок и бега: обсуждения, встречи и бесплатные проходки на события."
        lock={ONLY_IN_APP}
        action={<StoreBadges stores={['ios', 'android', 'ru']} />}
      />
    </div>
  );
}
