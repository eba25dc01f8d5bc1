import { type City, TIME_PRESETS, type TimePresetName } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { useUnit } from 'effector-react';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { EventCard } from '../../entities/event';
import { TIME_PRESET_TITLES } from '../../features/events-filter/filters';
import buttons from '../../shared/ui/button.module.css';
import pageStyles from '../../shared/ui/page.module.css';
import { ResourceView } from '../../shared/ui/resource-view';
import { CardSkeleton } from '../../shared/ui/skeleton';
import { EmptyState } from '../../shared/ui/states';
import styles from './info-page.module.css';
import {
  $pick,
  $shown,
  anotherRequested,
  answered,
  BUDGETS,
  type Budget,
  candidates,
  MOODS,
  type Mood,
  readPlaygroundQuery,
} from './playground-model';

/** The form's id, which «Другой вариант» (outside it, beside the pick) sends. */
const FORM_ID = 'playground-form';

function Options<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={option.value === value ? styles.optionActive : styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * `/playground`: «Куда сходить» — three questions, one real event of the city, another on demand. The form is a GET
 * form of the page: without JavaScript the server reads its answers from the URL and renders the pick, and the app
 * starts from the same answers (the server's pick hydrated); with it, the answers are sent in place.
 */
export function Playground({ city, query }: { city: City; query: Readonly<Record<string, string>> }) {
  // The answers of the address (the form sent without JavaScript), the same on the server and in the browser.
  const { choice } = readPlaygroundQuery(query);
  const [when, setWhen] = useState<TimePresetName>(choice.when);
  const [mood, setMood] = useState<Mood>(choice.mood);
  const [budget, setBudget] = useState<Budget>(choice.budget);
  const { pick, shown, submit, another, status } = useUnit({
    pick: $pick,
    shown: $shown,
    submit: answered,
    another: anotherRequested,
    status: candidates.$status,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ city, when, mood, budget });
  };
  const onAnother = (event: MouseEvent) => {
    event.preventDefault();
    another();
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Куда сходить?</h1>
      <p className={pageStyles.lead}>
        Три вопроса — и мы предложим событие {inCityPhrase(city)}. Не понравилось — крути ещё.
      </p>
      <form
        id={FORM_ID}
        className={styles.playground}
        method="get"
        action="/playground"
        onSubmit={onSubmit}
        data-testid="playground"
      >
        <Options
          legend="Когда"
          name="when"
          value={when}
          onChange={setWhen}
          options={TIME_PRESETS.map((preset) => ({ value: preset, label: TIME_PRESET_TITLES[preset] }))}
        />
        <Options
          legend="Настроение"
          name="mood"
          value={mood}
          onChange={setMood}
          options={(Object.keys(MOODS) as Mood[]).map((key) => ({
            value: key,
            label: `${MOODS[key].emoji} ${MOODS[key].title}`,
          }))}
        />
        <Options
          legend="Бюджет"
          name="budget"
          value={budget}
          onChange={setBudget}
          options={(Object.keys(BUDGETS) as Budget[]).map((key) => ({
            value: key,
            label: BUDGETS[key].title,
          }))}
        />
        <button type="submit" className={buttons.primary}>
          Подобрать
        </button>
      </form>
      {status !== 'idle' && (
        <section className={styles.result} aria-live="polite" data-testid="playground-result">
          <ResourceView resource={candidates} skeleton={<CardSkeleton />}>
            {(items) =>
              items.length === 0 || !pick ? (
                <EmptyState
                  emoji="🤷"
                  title="Под такой запрос ничего нет"
                  text="Попробуй другое настроение или бюджет — или загляни во всю афишу."
                >
                  <a className={buttons.secondary} href={`/${city.alias}/events`}>
                    Вся афиша
                  </a>
                </EmptyState>
              ) : (
                <div className={styles.pick}>
                  <EventCard event={pick} />
                  <div className={styles.pickActions}>
                    <p>
                      Вариантов: {items.length}. {items.length > 1 ? 'Не то? Покажем другой.' : ''}
                    </p>
                    {items.length > 1 && (
                      // Without JavaScript, the form again with the events shown so far: the server picks another.
                      <button
                        type="submit"
                        form={FORM_ID}
                        name="shown"
                        value={shown.join(',')}
                        className={buttons.secondary}
                        onClick={onAnother}
                      >
                        Другой вариант
                      </button>
                    )}
                  </div>
                </div>
              )
            }
          </ResourceView>
        </section>
      )}
    </div>
  );
}
