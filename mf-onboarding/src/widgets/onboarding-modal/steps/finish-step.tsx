import { useUnit } from 'effector-react';
import {
  $draft,
  $saved,
  $saveFailed,
  $saving,
  finishClicked,
  SAVE_FAILED_TEXT,
  saveRetried,
} from '../../../features/onboarding-flow';
import { Icon, type IconName } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './finish-step.module.css';

/** SPEC.md 9: the premium benefits, the year plan's extra last. */
const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'heart', title: '150 000+ анкет', text: 'активных людей в знакомствах' },
  { icon: 'chat', title: 'Лайки и чаты', text: 'без ограничений' },
  { icon: 'sparkle', title: 'Необычные места', text: 'и события — полный доступ' },
  { icon: 'adult', title: 'Подборка 18+', text: 'события для взрослых' },
  { icon: 'no-ads', title: 'Без рекламы', text: 'ничего лишнего' },
  { icon: 'ticket', title: 'Сообщество', text: 'и бесплатные проходки в годовой подписке' },
];

const $firstName = $draft.map((draft) => draft.name.trim());

/** The heading and the line under it: the profile is said to be ready only once it is saved. */
function finishTexts(name: string, saved: boolean) {
  if (!saved)
    return {
      title: name ? `Почти готово, ${name}!` : 'Почти готово!',
      hint: 'С Премиумом можно ещё больше:',
    };
  return {
    title: name ? `Анкета готова, ${name}!` : 'Анкета готова!',
    hint: 'Теперь тебя увидят те, кто идёт на те же события. А с Премиумом можно ещё больше:',
  };
}

/**
 * Shown once the profile is being saved: what premium adds, and the way on to the subscription offer. A failed
 * save says so and the button becomes a retry.
 */
export function FinishStep() {
  const { name, saving, saved, failed, finish, retry } = useUnit({
    name: $firstName,
    saving: $saving,
    saved: $saved,
    failed: $saveFailed,
    finish: finishClicked,
    retry: saveRetried,
  });
  const { title, hint } = finishTexts(name, saved);
  return (
    <StepFrame
      title={title}
      hint={hint}
      nextLabel={failed ? 'Повторить' : 'Продолжить'}
      nextDisabled={saving}
      onSubmit={failed ? retry : finish}
    >
      <ul className={styles.tiles}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={styles.tile}>
            <span className={styles.icon}>
              <Icon name={benefit.icon} />
            </span>
            <span className={styles.title}>{benefit.title}</span>
            <span className={styles.text}>{benefit.text}</span>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className={styles.failed} role="alert" data-testid="onboarding-save-error">
          {SAVE_FAILED_TEXT}
        </p>
      ) : (
        <p className={styles.saving} role="status">
          {saving ? 'Сохраняем анкету…' : ''}
        </p>
      )}
    </StepFrame>
  );
}
