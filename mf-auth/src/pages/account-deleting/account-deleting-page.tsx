import { $session, loginRequested, type PageParcelProps } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { $isDeleted, DeleteAccount } from '../../features/delete-account';
import { $brand } from '../../shared/config';
import { ACCOUNT_DELETING_LOGIN_SOURCE } from '../../shared/model';
import { PrimaryButton } from '../../shared/ui';
import styles from './account-deleting-page.module.css';
import { ACCOUNT_DELETING_TITLE } from './model';

/**
 * /services/account-deleting: what goes with the account, then the deletion after a confirmation. The text is in
 * the server's HTML; the form below it is the signed-in visitor's (the session the host loaded from the cookie).
 */
export function AccountDeletingPage(_props: PageParcelProps) {
  const { session, deleted, brand, requestLogin } = useUnit({
    session: $session,
    deleted: $isDeleted,
    brand: $brand,
    requestLogin: loginRequested,
  });

  return (
    <article className={styles.page} data-testid="account-deleting-page">
      <h1 className={styles.title}>{ACCOUNT_DELETING_TITLE}</h1>
      <p>Ты можешь удалить свой аккаунт {brand} в любой момент. Вместе с ним навсегда удаляются:</p>
      <ul className={styles.list}>
        <li>профиль: имя, дата рождения, пол, город, почта и номер телефона;</li>
        <li>анкета знакомств, ответы на вопросы, цели и любимые категории;</li>
        <li>избранные события и места;</li>
        <li>входы через Telegram, Google, Apple и VK ID и все активные сессии на всех устройствах.</li>
      </ul>
      <p>
        Записи о платежах мы храним столько, сколько требует закон, но без почты и других данных, по которым
        тебя можно узнать. Если у тебя оформлена подписка, сначала отмени её продление в профиле.
      </p>
      <p>
        Восстановить удалённый аккаунт нельзя. Войти по тому же номеру можно, но это будет новый пустой
        аккаунт.
      </p>
      {deleted || session.user ? (
        <DeleteAccount />
      ) : session.status !== 'anonymous' ? (
        <div className={styles.skeleton} role="status" aria-label="Загружаем профиль" />
      ) : (
        <div className={styles.signIn}>
          <p>Чтобы удалить аккаунт, войди в него.</p>
          <PrimaryButton onClick={() => requestLogin({ source: ACCOUNT_DELETING_LOGIN_SOURCE })}>
            Войти
          </PrimaryButton>
        </div>
      )}
    </article>
  );
}
