import { useNavigation } from 'react-router-dom';
import styles from './navigation-progress.module.css';

/**
 * While the next page's loaders run (its remote, its data: up to the data wait), the page before stays on screen;
 * a bar along the top says that the click was taken. It shows only after a moment, so a quick navigation shows
 * nothing. Never on the server, so nothing differs at hydration.
 */
export function NavigationProgress() {
  if (useNavigation().state === 'idle') return null;
  return <div className={styles.bar} role="status" aria-label="Загружаем страницу" />;
}
