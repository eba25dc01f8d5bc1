import { $runtimeConfig, type AppStoreId, goalReached, storesWithLinks } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type StorePlatform, storeButtonGoal } from '../../lib';
import styles from './store-badges.module.css';

export type StoreId = AppStoreId;

const STORES: Record<StoreId, { platform: StorePlatform; hint: string; label: string }> = {
  ios: { platform: 'iOS', hint: 'Загрузите в', label: 'App Store' },
  android: { platform: 'Android', hint: 'Доступно в', label: 'Google Play' },
  ru: { platform: 'RuStore', hint: 'Скачайте из', label: 'RuStore' },
};

function StoreIcon({ store }: { store: StoreId }) {
  if (store === 'ios') {
    return (
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M16.4 12.6c0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-1-2.4-4zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
        />
      </svg>
    );
  }
  if (store === 'android') {
    return (
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 2.8v18.4c0 .5.5.8 1 .6L21 12.6c.4-.2.4-.9 0-1.1L5 2.2c-.5-.2-1 .1-1 .6z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="6" fill="currentColor" />
      <path d="M8 17V7h4.5a3 3 0 0 1 .6 5.9L16 17h-2.4l-2.6-3.9H10V17z" className={styles.cut} />
    </svg>
  );
}

/**
 * Links to the mobile apps (SPEC.md 1: iOS, Android and a Russian store) from the runtime config; a store without a
 * link is not shown, nor the list when none has one. A click is recorded as the goal 'главная: нажал кнопку стора'
 * with the platform.
 */
export function StoreBadges({
  stores = ['ios', 'android'],
  tone = 'dark',
}: {
  stores?: readonly StoreId[];
  /** dark badges on light backgrounds, light ones on the black banner. */
  tone?: 'dark' | 'light';
}) {
  const { config, goal } = useUnit({ config: $runtimeConfig, goal: goalReached });
  const shown = config ? storesWithLinks(config.appStores, stores) : [];
  if (!config || shown.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {shown.map((store) => (
        <li key={store}>
          <a
            href={config.appStores[store]}
            className={tone === 'dark' ? styles.dark : styles.light}
            target="_blank"
            rel="noopener noreferrer"
            data-store={store}
            onClick={() => goal(storeButtonGoal(STORES[store].platform))}
          >
            <StoreIcon store={store} />
            <span className={styles.text}>
              <span className={styles.hint}>{STORES[store].hint}</span>
              <span className={styles.label}>{STORES[store].label}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
