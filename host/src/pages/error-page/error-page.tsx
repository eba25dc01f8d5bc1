import { navigationRequested, type PageError } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import buttons from '../../shared/ui/button.module.css';
import { carpetLine, errorHeading } from './error-heading';
import styles from './error-page.module.css';
import { useRotatingCarpet } from './use-rotating-carpet';

/** A failure that may pass (too many requests, the server or the connection down): trying again is worth a button. */
const mayPass = (statusCode: number) => statusCode === 429 || statusCode >= 500;

/**
 * The error screen of SPEC.md 2.3: status in large type, heading, the carpet line on 404, a way home; for a failure
 * that may pass, a way to try again: the same address loaded anew (a link, so it works before the app too).
 */
export function ErrorPage({ error }: { error: PageError }) {
  const carpet = useRotatingCarpet();
  const navigate = useUnit(navigationRequested);
  const { pathname, search } = useLocation();
  return (
    <section
      className={styles.page}
      style={{ backgroundImage: `url(${carpet})` }}
      data-testid="error-page"
      data-carpet={carpet}
    >
      <div className={styles.card}>
        <p className={styles.status}>{error.statusCode}</p>
        <h1 className={styles.heading}>{errorHeading(error)}</h1>
        {error.statusCode === 404 && <p className={styles.line}>{carpetLine(error)}</p>}
        <a
          href="/"
          className={`${buttons.primary} ${styles.home}`}
          onClick={(event) => {
            event.preventDefault();
            navigate({ to: '/' });
          }}
        >
          Вернуться на главную
        </a>
        {mayPass(error.statusCode) && (
          <a href={pathname + search} className={`${buttons.secondary} ${styles.home}`} data-full-reload="">
            Попробовать ещё раз
          </a>
        )}
      </div>
    </section>
  );
}
