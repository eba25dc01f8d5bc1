import { type ReactNode, Suspense } from 'react';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import styles from './layouts.module.css';

/** Header, the 1300px centred container, footer: every page but the moodboard. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <Header />
      <main className={styles.container} id="main">
        {children}
      </main>
      {/* Below the fold: React hydrates it on its own, after what the first screen shows. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

/** The moodboard's own layout: a slim header and the full width of the screen for the board. */
export function MoodboardLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <Header compact />
      <main className={styles.fullWidth} id="main">
        {children}
      </main>
    </div>
  );
}
