import { type AppStoreId, type AppStoreLinks, storesWithLinks } from '@kaver/shared-contracts';
import styles from './footer.module.css';

const BADGES: Record<AppStoreId, { label: string; hint: string }> = {
  ios: { label: 'App Store', hint: 'Загрузите в' },
  android: { label: 'Google Play', hint: 'Доступно в' },
  ru: { label: 'RuStore', hint: 'Скачайте из' },
};

/** Links to the app in the iOS, Android and Russian stores; a store without a link in config.json is not shown. */
export function StoreBadges({ stores }: { stores: AppStoreLinks }) {
  const shown = storesWithLinks(stores, ['ios', 'android', 'ru']);
  if (shown.length === 0) return null;
  return (
    <div className={styles.badges}>
      {shown.map((store) => (
        <a
          key={store}
          href={stores[store]}
          className={styles.badge}
          target="_blank"
          rel="noopener noreferrer"
          data-store={store}
        >
          <span className={styles.badgeHint}>{BADGES[store].hint}</span>
          <span className={styles.badgeLabel}>{BADGES[store].label}</span>
        </a>
      ))}
    </div>
  );
}
