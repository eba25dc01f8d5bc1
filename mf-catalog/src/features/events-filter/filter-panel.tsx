import { type EventTypeCount, navigationRequested, TIME_PRESETS } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type ChipLink, ChipLinks } from '../../shared/ui/chips';
import styles from './filter-panel.module.css';
import {
  AGES,
  countActiveFilters,
  DAY_PARTS,
  type DayPart,
  type EventFilters,
  filtersHref,
  NO_FILTERS,
  PRICES,
  type PriceBand,
  TIME_PRESET_TITLES,
} from './filters';

interface Props {
  path: string;
  filters: EventFilters;
  /** Event types of the city with their counts; those without events are left out. */
  types: readonly EventTypeCount[];
}

/** The events filters: every change is a new URL (page 1), so the browser's back button undoes it. */
export function FilterPanel({ path, filters, types }: Props) {
  const hrefWith = (change: Partial<EventFilters>) => filtersHref(path, { ...filters, ...change, page: 1 });
  const navigate = useUnit(navigationRequested);
  const apply = (change: Partial<EventFilters>) => navigate({ to: hrefWith(change) });

  const dates: ChipLink[] = [
    {
      key: 'any',
      label: 'Любая дата',
      href: hrefWith({ date: null, from: null, to: null }),
      active: !filters.date && !filters.from && !filters.to,
    },
    ...TIME_PRESETS.map((preset) => ({
      key: preset,
      label: TIME_PRESET_TITLES[preset],
      href: hrefWith({ date: preset, from: null, to: null }),
      active: filters.date === preset,
    })),
  ];
  const toggleCategory = (id: number) =>
    filters.categories.includes(id)
      ? filters.categories.filter((c) => c !== id)
      : [...filters.categories, id];
  const categories: ChipLink[] = types
    .filter((type) => type.eventsCount > 0 || filters.categories.includes(type.id))
    .map((type) => ({
      key: `type-${type.id}`,
      label: type.title,
      href: hrefWith({ categories: toggleCategory(type.id) }),
      active: filters.categories.includes(type.id),
    }));
  const active = countActiveFilters(filters);

  return (
    <div className={styles.panel} data-testid="events-filters">
      <ChipLinks label="Когда" items={dates} scroll />
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>С</span>
          <input
            type="date"
            value={filters.date ? '' : (filters.from ?? '')}
            onChange={(event) => apply({ date: null, from: event.target.value || null })}
            name="from"
          />
        </label>
        <label className={styles.field}>
          <span>По</span>
          <input
            type="date"
            value={filters.date ? '' : (filters.to ?? '')}
            onChange={(event) => apply({ date: null, to: event.target.value || null })}
            name="to"
          />
        </label>
        <label className={styles.field}>
          <span>Время</span>
          <select
            name="time"
            value={filters.dayPart ?? ''}
            onChange={(event) => apply({ dayPart: (event.target.value || null) as DayPart | null })}
          >
            <option value="">Любое</option>
            {Object.entries(DAY_PARTS).map(([key, part]) => (
              <option key={key} value={key}>
                {part.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Цена</span>
          <select
            name="price"
            value={filters.price ?? ''}
            onChange={(event) => apply({ price: (event.target.value || null) as PriceBand | null })}
          >
            <option value="">Любая</option>
            {Object.entries(PRICES).map(([key, price]) => (
              <option key={key} value={key}>
                {price.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Возраст</span>
          <select
            name="age"
            value={filters.age ?? ''}
            onChange={(event) => apply({ age: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Любой</option>
            {AGES.map((age) => (
              <option key={age.id} value={age.id}>
                {age.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="past"
            checked={filters.showPast}
            onChange={(event) => apply({ showPast: event.target.checked })}
          />
          <span>Показывать уже идущие</span>
        </label>
      </div>
      {categories.length > 0 && <ChipLinks label="Категории" items={categories} scroll />}
      {active > 0 && (
        <a className={styles.reset} href={filtersHref(path, NO_FILTERS)}>
          Сбросить фильтры ({active})
        </a>
      )}
    </div>
  );
}
