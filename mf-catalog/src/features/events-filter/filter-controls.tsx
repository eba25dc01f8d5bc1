import { type Collection, type EventTypeCount, TIME_PRESETS } from '@kaver/shared-contracts';
import { ChipButtons, ChipLinks } from '../../shared/ui/chips';
import { FilterDate } from './filter-date';
import styles from './filter-panel.module.css';
import {
  AGES,
  DAY_PARTS,
  type DayPart,
  type EventFilters,
  PRICES,
  type PriceBand,
  TIME_PRESET_TITLES,
} from './filters';

export type FilterChange = Partial<EventFilters>;

export interface FilterControlsProps {
  filters: EventFilters;
  /** Event types of the city with their counts; those without events are left out. */
  types: readonly EventTypeCount[];
  /** Collections with current events in the city (GET /collections). */
  collections: readonly Collection[];
  onChange: (change: FilterChange) => void;
  /**
   * The URL of a change: given, the chips are links (applied at once, crawlable, back undoes them); without it they
   * are toggle buttons that only change `filters` (the sheet applies them with «Показать»).
   */
  hrefFor?: (change: FilterChange) => string;
}

interface Choice {
  key: string;
  label: string;
  active: boolean;
  change: FilterChange;
}

/** Every control of the events filter; the panel and the phone sheet lay them out. */
export function FilterControls({ filters, types, collections, onChange, hrefFor }: FilterControlsProps) {
  const chips = (label: string, choices: Choice[]) =>
    hrefFor ? (
      <ChipLinks
        label={label}
        scroll
        items={choices.map(({ change, ...choice }) => ({ ...choice, href: hrefFor(change) }))}
      />
    ) : (
      <ChipButtons
        label={label}
        items={choices.map(({ change, ...choice }) => ({ ...choice, onToggle: () => onChange(change) }))}
      />
    );

  const dates: Choice[] = [
    {
      key: 'any',
      label: 'Любая дата',
      change: { date: null, from: null, to: null },
      active: !filters.date && !filters.from && !filters.to,
    },
    ...TIME_PRESETS.map((preset) => ({
      key: preset,
      label: TIME_PRESET_TITLES[preset],
      change: { date: preset, from: null, to: null },
      active: filters.date === preset,
    })),
  ];
  const toggleCategory = (id: number) =>
    filters.categories.includes(id)
      ? filters.categories.filter((c) => c !== id)
      : [...filters.categories, id];
  const categories: Choice[] = types
    .filter((type) => type.eventsCount > 0 || filters.categories.includes(type.id))
    .map((type) => ({
      key: `type-${type.id}`,
      label: type.title,
      change: { categories: toggleCategory(type.id) },
      active: filters.categories.includes(type.id),
    }));
  const lists: Choice[] = collections
    .filter((collection) => collection.eventsCount > 0 || collection.id === filters.collection)
    .map((collection) => ({
      key: `collection-${collection.id}`,
      label: collection.title,
      change: { collection: collection.id === filters.collection ? null : collection.id },
      active: collection.id === filters.collection,
    }));

  return (
    <>
      {chips('Когда', dates)}
      <div className={styles.controls}>
        <FilterDate
          label="С даты"
          value={filters.date ? null : filters.from}
          onChange={(from) => onChange({ date: null, from })}
          testId="filter-from"
        />
        <FilterDate
          label="По дату"
          value={filters.date ? null : filters.to}
          min={filters.date ? null : filters.from}
          onChange={(to) => onChange({ date: null, to })}
          testId="filter-to"
        />
        <FilterSelect
          label="Время"
          name="time"
          anyLabel="Любое"
          value={filters.dayPart}
          options={Object.entries(DAY_PARTS).map(([key, part]) => ({ value: key, title: part.title }))}
          onChange={(value) => onChange({ dayPart: value as DayPart | null })}
        />
        <FilterSelect
          label="Цена"
          name="price"
          anyLabel="Любая"
          value={filters.price}
          options={Object.entries(PRICES).map(([key, price]) => ({ value: key, title: price.title }))}
          onChange={(value) => onChange({ price: value as PriceBand | null })}
        />
        <FilterSelect
          label="Возраст"
          name="age"
          anyLabel="Любой"
          value={filters.age ? String(filters.age) : null}
          options={AGES.map((age) => ({ value: String(age.id), title: age.title }))}
          onChange={(value) => onChange({ age: value ? Number(value) : null })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            name="past"
            checked={filters.showPast}
            onChange={(event) => onChange({ showPast: event.target.checked })}
          />
          <span>Показывать уже идущие</span>
        </label>
      </div>
      {lists.length > 0 && chips('Подборки', lists)}
      {categories.length > 0 && chips('Категории', categories)}
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
  onChange: (value: string | null) => void;
}

function FilterSelect({ label, name, anyLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select name={name} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
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
