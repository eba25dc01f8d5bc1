import type { RuntimeConfig } from '@kaver/shared-contracts';
import styles from './footer.module.css';

/** Links to the app in the iOS, Android and Russian stores. */
export function StoreBadges({ stores }: { stores: RuntimeConfig['appStores'] }) {
  const badges = [
    { href: stores.ios, label: 'App Store', hint: 'Загрузите в' },
    { href: stores.android, label: 'Google Play', hint: 'Доступно в' },
    { href: stores.ru, label: 'RuStore', hint: 'Скачайте из' },
  ];
  return (
    <div className={styles.badges}>
      {badges.map((badge) => (
        <a
          key={badge.label}
          href={badge.href}
          className={styles.badge}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className={styles.badgeHint}>{badge.hint}</span>
          <span className={styles.badgeLabel}>{badge.label}</span>
        </a>
      ))}
    </div>
  );
}
