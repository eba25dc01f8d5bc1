import {
  $session,
  loginRequested,
  onboardingRequested,
  type PageParcelProps,
  RemoteSlot,
} from '@kaver/shared-contracts';
import { useFocusWhenDue } from '@kaver/shared-contracts/ui';
import { CalendarFeedPanel } from '@kaver/shared-contracts/ui/calendar-feed';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { formatPhone, subscriberDigits } from '../../entities/phone';
import { describeUser, lacksDatingProfile, UserAvatar } from '../../entities/user';
import {
  $editFocusDue,
  $isEditing,
  $saved,
  EditProfileForm,
  editFocusMoved,
  editStarted,
} from '../../features/edit-profile';
import { LogoutButton } from '../../features/logout';
import { PrimaryButton } from '../../shared/ui';
import { profileShown } from './model';
import styles from './profile-page.module.css';
import { RemoteSection } from './remote-section';

const FAVOURITES = [
  { kind: 'events', title: 'Избранные события' },
  { kind: 'places', title: 'Избранные места' },
] as const;

/** Followed places (issue 24): mf-catalog's block, filled in the browser. */
const FOLLOWS = [
  { part: 'places', title: 'Мои места' },
  { part: 'events', title: 'Новое в твоих местах' },
] as const;

/**
 * /profile (the host lets in only visitors with an access token): who you are, edit, favourites, subscription. A
 * view of the session and the edit form's stores: the server renders it with the user it loaded from the cookie.
 */
export function ProfilePage(_props: PageParcelProps) {
  const { session, editing, saved, editFocusDue, requestLogin, requestOnboarding, edit, focusMoved, shown } =
    useUnit({
      session: $session,
      editing: $isEditing,
      saved: $saved,
      editFocusDue: $editFocusDue,
      requestLogin: loginRequested,
      requestOnboarding: onboardingRequested,
      edit: editStarted,
      focusMoved: editFocusMoved,
      shown: profileShown,
    });
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    shown(true);
    return () => {
      shown(false);
    };
  }, [shown]);

  // The form that had the focus is closed («Отмена», a save): «Редактировать» is back and takes it.
  useFocusWhenDue(editFocusDue === 'edit-button', editButton, focusMoved);

  // A refresh (after saving the profile, a purchase) keeps the user on screen; only a first load shows the skeleton.
  if (!session.user && session.status !== 'anonymous') {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.skeleton} role="status" aria-label="Загружаем профиль" />
      </div>
    );
  }
  const user = session.user;
  if (!user) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Профиль</h1>
        <p>Чтобы увидеть профиль, войди в аккаунт.</p>
        <PrimaryButton onClick={() => requestLogin({ source: 'profile' })}>Войти</PrimaryButton>
      </div>
    );
  }

  const summary = describeUser(user);
  const contacts = [user.email, user.phone && formatPhone(subscriberDigits(user.phone))].filter(Boolean);
  return (
    <div className={styles.page} data-testid="profile-page">
      <h1 className={styles.title}>Профиль</h1>
      <section className={styles.card} aria-label="Обо мне">
        <UserAvatar initials={summary.initials} />
        <div className={styles.who}>
          <p className={styles.name} data-testid="profile-name">
            {summary.name}
          </p>
          {summary.details.length > 0 && <p className={styles.muted}>{summary.details.join(' · ')}</p>}
          {contacts.length > 0 && <p className={styles.muted}>{contacts.join(' · ')}</p>}
        </div>
        {!editing && (
          <div className={styles.actions}>
            <PrimaryButton
              ref={editButton}
              variant="secondary"
              onClick={() => edit(user)}
              data-testid="profile-edit"
            >
              Редактировать
            </PrimaryButton>
            <LogoutButton />
          </div>
        )}
      </section>
      {saved && !editing && (
        <p className={styles.saved} role="status">
          Профиль сохранён
        </p>
      )}
      {lacksDatingProfile(user) && !editing && (
        <section className={styles.prompt} aria-labelledby="profile-dating-prompt">
          <h2 id="profile-dating-prompt" className={styles.subtitle}>
            Анкета знакомств не заполнена
          </h2>
          <p className={styles.muted}>
            Расскажи о себе, и мы подберём события и людей, которым интересно то же, что тебе.
          </p>
          <PrimaryButton onClick={() => requestOnboarding({ source: 'profile' })}>
            Заполнить анкету
          </PrimaryButton>
        </section>
      )}
      {editing && (
        <section className={styles.section} aria-label="Редактирование профиля">
          <EditProfileForm />
        </section>
      )}

      {/* mf-dating-subscription's status block, the only way to «Отменить подписку». */}
      <RemoteSection
        title="Подписка"
        titleHidden
        remote="mf_dating_subscription"
        expose="./subscription-status"
        props={{}}
        skeleton={<div className={styles.statusSkeleton} />}
        unavailable="Состояние подписки сейчас недоступно."
      />
      {FAVOURITES.map(({ kind, title }) => (
        <RemoteSection
          key={kind}
          title={title}
          remote="mf_catalog"
          expose="./favourites-block"
          props={{ kind }}
          unavailable="Избранное сейчас недоступно."
        />
      ))}
      {FOLLOWS.map(({ part, title }) => (
        <RemoteSection
          key={part}
          title={title}
          remote="mf_catalog"
          expose="./follows-block"
          props={{ part }}
          skeleton={<div className={styles.blockSkeleton} />}
          unavailable="Подписки на места сейчас недоступны."
        />
      ))}
      <div className={styles.section}>
        <CalendarFeedPanel place="profile" />
        <RemoteSlot remote="mf_catalog" expose="./follows-block" props={{ part: 'calendar' }} />
      </div>
      <p className={styles.footer}>
        <a href="/services/account-deleting">Удалить аккаунт</a>
      </p>
    </div>
  );
}
