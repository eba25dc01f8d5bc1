import { type Collection, type EventTypeCount, TIME_PRESETS } from '@kaver/shared-contracts';
import { useEffect, useRef } from 'react';
import { ChipButtons, ChipLinks } from '../../shared/ui/chips';
import type { DateErrors } from './date-errors';
import { FilterDate } from './filter-date';
import styles from './filter-panel.module.css';
import { AGES, DAY_PARTS, type EventFilters, PRICES, TIME_PRESET_TITLES } from './filters';

/** What the chips choose (the fields of the form hold the rest). */
export type ChipChoice = Pick<EventFilters, 'date' | 'categories' | 'collection'>;

export interface FilterControlsProps {
  /** What the controls show first: the URL's filters. */
  filters: EventFilters;
  /** Event types of the city with their counts; those without events are left out. */
  types: readonly EventTypeCount[];
  /** Collections with current events in the city (GET /collections). */
  collections: readonly Collection[];
  /** A field changed: the form reads itself. */
  onFieldChange: () => void;
  /** A date field's text changed (typed, or picked in the calendar). */
  onDateChange: () => void;
  /** The date fields whose text is not a date, with why. */
  dateErrors: DateErrors;
  /**
   * The chips. Links: each is the URL of its choice, crawlable and working before JavaScript; once the app runs,
   * `follow` applies the choice with the form's other fields. Toggles: they change the form's choice, applied
   * with «Показать» (the phone sheet).
   */
  chips:
    | {
        hrefFor: (choice: Partial<ChipChoice>) => string;
        follow: (choice: Partial<ChipChoice>) => void;
      }
    | { toggle: (choice: Partial<ChipChoice>) => void };
  /** The chips' current choice (toggles change it before it reaches the URL). */
  choice: ChipChoice;
}

interface Choice {
  key: string;
  label: string;
  active: boolean;
  change: Partial<ChipChoice>;
}

/**
 * Every control of the events filter, as fields of its GET form (the server reads the same names): the chips'
 * choice in hidden fields, the dates, selects and the checkbox as the form's own fields. The fields are
 * uncontrolled, so a change made before the app started stays in them, and the next change or «Показать»
 * sends it along.
 */
export function FilterControls({
  filters,
  types,
  collections,
  onFieldChange,
  onDateChange,
  dateErrors,
  chips,
  choice,
}: FilterControlsProps) {
  const chipRow = (label: string, choices: Choice[]) =>
    'hrefFor' in chips ? (
      <ChipLinks
        label={label}
        scroll
        items={choices.map(({ change, ...item }) => ({
          ...item,
          href: chips.hrefFor(change),
          onClick: (event) => {
            event.preventDefault();
            chips.follow(change);
          },
        }))}
      />
    ) : (
      <ChipButtons
        label={label}
        items={choices.map(({ change, ...item }) => ({ ...item, onToggle: () => chips.toggle(change) }))}
      />
    );

  const dates: Choice[] = [
    {
      key: 'any',
      label: 'Любая дата',
      change: { date: null },
      active: !choice.date && !filters.from && !filters.to,
    },
    ...TIME_PRESETS.map((preset) => ({
      key: preset,
      label: TIME_PRESET_TITLES[preset],
      change: { date: preset },
      active: choice.date === preset,
    })),
  ];
  const toggleCategory = (id: number) =>
    choice.categories.includes(id) ? choice.categories.filter((c) => c !== id) : [...choice.categories, id];
  const categories: Choice[] = types
    .filter((type) => type.eventsCount > 0 || choice.categories.includes(type.id))
    .map((type) => ({
      key: `type-${type.id}`,
      label: type.title,
      change: { categories: toggleCategory(type.id) },
      active: choice.categories.includes(type.id),
    }));
  const lists: Choice[] = collections
    .filter((collection) => collection.eventsCount > 0 || collection.id === choice.collection)
    .map((collection) => ({
      key: `collection-${collection.id}`,
      label: collection.title,
      change: { collection: collection.id === choice.collection ? null : collection.id },
      active: collection.id === choice.collection,
    }));

  return (
    <>
      {/* The chips' choice, sent with the form; nothing for what is not chosen, so the address stays short. */}
      {choice.date && <input type="hidden" name="date" value={choice.date} />}
      {choice.categories.length > 0 && (
        <input type="hidden" name="categories" value={choice.categories.join(',')} />
      )}
      {choice.collection && <input type="hidden" name="collection" value={choice.collection} />}
      {chipRow('Когда', dates)}
      <div className={styles.controls}>
        <FilterDate
          label="С даты"
          name="from"
          value={filters.fromText ?? filters.badDates.from ?? null}
          error={dateErrors.from}
          onChange={onDateChange}
          testId="filter-from"
        />
        <FilterDate
          label="По дату"
          name="to"
          value={filters.toText ?? filters.badDates.to ?? null}
          min={filters.fromText}
          error={dateErrors.to}
          onChange={onDateChange}
          testId="filter-to"
        />
        <FilterSelect
          label="Время"
          name="time"
          anyLabel="Любое"
          value={filters.dayPart}
          options={Object.entries(DAY_PARTS).map(([key, part]) => ({ value: key, title: part.title }))}
          onChange={onFieldChange}
        />
        <FilterSelect
          label="Цена"
          name="price"
          anyLabel="Любая"
          value={filters.price}
          options={Object.entries(PRICES).map(([key, price]) => ({ value: key, title: price.title }))}
          onChange={onFieldChange}
        />
        <FilterSelect
          label="Возраст"
          name="age"
          anyLabel="Любой"
          value={filters.age ? String(filters.age) : null}
          options={AGES.map((age) => ({ value: String(age.id), title: age.title }))}
          onChange={onFieldChange}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            name="past"
            value="1"
            defaultChecked={filters.showPast}
            onChange={onFieldChange}
          />
          <span>Показывать уже идущие</span>
        </label>
      </div>
      {lists.length > 0 && chipRow('Подборки', lists)}
      {categories.length > 0 && chipRow('Категории', categories)}
    </>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  /** The first option, which clears the filter. */
  anyLabel: string;
  value: string | null;
  options: readonly { value: string; title: string }[];
  onChange: () => void;
}

/**
 * A select of the form. Its default option is the URL's value: React sets a select's default only when it mounts,
 * so it is kept on the URL's value here, and the form's reset (the URL changed: a field, a chip, back or forward)
 * shows what the URL says, not the first option. What the select shows is left alone until then: a choice made
 * before the app started stays.
 */
function FilterSelect({ label, name, anyLabel, value, options, onChange }: FilterSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  const shown = value ?? '';
  useEffect(() => {
    for (const option of select.current?.options ?? []) {
      const isDefault = option.value === shown;
      if (option.defaultSelected !== isDefault) option.defaultSelected = isDefault;
    }
  }, [shown]);
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select ref={select} name={name} defaultValue={shown} onChange={onChange}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  );
}
