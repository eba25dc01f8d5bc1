import {
  $city,
  $runtimeConfig,
  $session,
  cityDisplayTitle,
  initials,
  loginRequested,
} from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import buttons from '../../shared/ui/button.module.css';
import styles from './header.module.css';

/** The shell's header: logo, current city, sections, and sign-in or the profile link. */
export function Header({ compact = false }: { compact?: boolean }) {
  const { city, session, config } = useUnit({ city: $city, session: $session, config: $runtimeConfig });
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
            <a href="/" className={styles.city} title="Сменить город" data-testid="header-city">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path
                  fill="currentColor"
                  d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
                />
              </svg>
              {cityDisplayTitle(city)}
            </a>
            <nav className={styles.nav} aria-label="Разделы">
              {sections.map((section) => (
                <a key={section.href} href={section.href} className={styles.navLink}>
                  {section.label}
                </a>
              ))}
            </nav>
            <a href={`/${city.alias}/search`} className={styles.search}>
              <span className={styles.visuallyHidden}>Поиск</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path
                  fill="currentColor"
                  d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
                />
              </svg>
            </a>
          </>
        )}
        <div className={styles.account}>
          {session.status === 'authenticated' && session.user ? (
            <a href="/profile" className={styles.avatar} aria-label="Профиль" data-testid="header-profile">
              {initials(session.user.firstName ?? '') || (
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <path
                    fill="currentColor"
                    d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
                  />
                </svg>
              )}
            </a>
          ) : session.status === 'loading' ? (
            <span className={styles.avatarSkeleton} aria-label="Загружаем профиль" role="status" />
          ) : (
            <button
              type="button"
              className={buttons.primary}
              onClick={() => loginRequested({ source: 'header' })}
              data-testid="header-login"
            >
              Войти
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
