import { $city, $runtimeConfig, $session, cityDisplayTitle, initials } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import styles from './header.module.css';
import { ACCOUNT_LINK_ID, LoginLink } from './login-link';

/** The shell's header: logo, current city, sections, and sign-in or the profile link. */
export function Header({ compact = false }: { compact?: boolean }) {
  const { city, session, config } = useUnit({ city: $city, session: $session, config: $runtimeConfig });
  const { pathname } = useLocation();
  const brand = config?.brand ?? 'Kaver';
  const sections = [
    { href: `/${city.alias}/events`, label: 'Афиша' },
    { href: `/${city.alias}/places`, label: 'Места' },
    { href: `/${city.alias}/blog`, label: 'Журнал' },
    { href: '/community', label: 'Знакомства' },
  ];

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a href="/" className={styles.logo} aria-label={`${brand} — на главную`}>
          {brand}
        </a>
        {!compact && (
          <>
            <a href="/#cities" className={styles.city} title="Сменить город">
              <span className={styles.pinIcon} aria-hidden="true" />
              {cityDisplayTitle(city)}
            </a>
            <nav className={styles.nav} aria-label="Разделы">
              {sections.map((section) => (
                <a
                  key={section.href}
                  href={section.href}
                  className={styles.navLink}
                  // The section's own page, or a page in it (an event of the listing, a place of the list).
                  aria-current={
                    pathname === section.href ? 'page' : pathname.startsWith(`${section.href}/`) || undefined
                  }
                >
                  {section.label}
                </a>
              ))}
            </nav>
            <a href={`/${city.alias}/search`} className={styles.search}>
              <span className={styles.visuallyHidden}>Поиск</span>
              <span className={styles.searchIcon} aria-hidden="true" />
            </a>
          </>
        )}
        <div className={styles.account}>
          {session.status === 'authenticated' && session.user ? (
            <a id={ACCOUNT_LINK_ID} href="/profile" className={styles.avatar} aria-label="Профиль">
              {initials(session.user.firstName ?? '') || (
                <span className={styles.personIcon} aria-hidden="true" />
              )}
            </a>
          ) : session.status === 'loading' ? (
            <span className={styles.avatarSkeleton} aria-label="Загружаем профиль" role="status" />
          ) : (
            <LoginLink />
          )}
        </div>
      </div>
    </header>
  );
}
