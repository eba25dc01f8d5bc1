import type { RemoteFailureReason } from './load-errors';
import styles from './remote-fallback.module.css';

const EXPLANATION: Record<RemoteFailureReason, string> = {
  unreachable: 'Не получилось загрузить его с сервера. Проверь подключение к интернету и попробуй ещё раз.',
  incompatible: 'Сейчас он обновляется. Попробуй ещё раз через пару минут.',
  'not-configured': 'Он не подключён к этой версии сайта. Попробуй ещё раз позже.',
};

/** What a visitor sees instead of a part of the site that failed to load; the rest keeps working. */
export function RemoteFallback({
  title,
  reason,
  onRetry,
}: {
  title: string;
  reason: RemoteFailureReason;
  onRetry: () => void;
}) {
  return (
    <section className={styles.fallback} role="alert" data-remote-fallback={reason}>
      <h2 className={styles.title}>Раздел «{title}» сейчас недоступен</h2>
      <p className={styles.text}>{EXPLANATION[reason]}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Повторить
      </button>
    </section>
  );
}
