import { $runtimeConfig, DOCUMENTS } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import styles from './footer.module.css';
import { StoreBadges } from './store-badges';

const MAIN_DOCUMENTS = DOCUMENTS.slice(0, 5);

/** The shell's footer: documents, app store badges, the 18+ mark. */
export function Footer() {
  const config = useUnit($runtimeConfig);
  const brand = config?.brand ?? 'Kaver';
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {brand}
          </h2>
          <a href="/about">О проекте</a>
          <a href="/events-bot">Бот с событиями</a>
          <a href="/subscription">Премиум-подписка</a>
          <a href="/services/account-deleting">Удаление аккаунта</a>
        </section>
        <section className={styles.column} aria-labelledby="footer-documents">
          <h2 id="footer-documents" className={styles.heading}>
            Документы
          </h2>
          {MAIN_DOCUMENTS.map((document) => (
            <a key={document.slug} href={`/documents/${document.slug}`}>
              {document.title}
            </a>
          ))}
          <a href="/documents">Все документы</a>
        </section>
        <section className={styles.column} aria-labelledby="footer-apps">
          <h2 id="footer-apps" className={styles.heading}>
            Приложение
          </h2>
          <p className={styles.text}>Знакомства, избранное и секретные места — в приложении.</p>
          {config && <StoreBadges stores={config.appStores} />}
        </section>
      </div>
      <div className={styles.bottom}>
        <span className={styles.age} title="Только для взрослых">
          18+
        </span>
        <span>© {brand}. Афиша событий и мест в городах России.</span>
      </div>
    </footer>
  );
}
