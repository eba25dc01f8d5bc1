import { EVENT_TYPES, formatCountRu } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { $draft, categoryClicked } from '../../../features/onboarding-flow';
import { Choice } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './options.module.css';

const $selected = $draft.map((draft) => draft.selectedCategories);

export function CategoriesStep() {
  const { selected, click } = useUnit({
    selected: $selected,
    click: categoryClicked,
  });
  return (
    <StepFrame
      title="Что тебе интересно?"
      hint="Выбери хотя бы три темы — по ним подберём события и людей с похожими интересами."
    >
      <p className={styles.status} aria-live="polite">
        {selected.length === 0
          ? 'Пока ничего не выбрано'
          : `Выбрано: ${formatCountRu(selected.length, ['тема', 'темы', 'тем'])}`}
      </p>
      <ul className={styles.chips}>
        {EVENT_TYPES.map((type) => (
          <li key={type.id}>
            <Choice look="chip" selected={selected.includes(type.id)} onClick={() => click(type.id)}>
              {type.title}
            </Choice>
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
