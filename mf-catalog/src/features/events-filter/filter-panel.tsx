import { type Collection, type EventTypeCount, navigationRequested } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal';
import { type FilterChange, FilterControls } from './filter-controls';
import styles from './filter-panel.module.css';
import { countActiveFilters, type EventFilters, filtersHref, NO_FILTERS } from './filters';

interface Props {
  path: string;
  filters: EventFilters;
  types: readonly EventTypeCount[];
  collections: readonly Collection[];
}

/**
 * The events filters. On wide screens every change is a new URL (page 1), so the browser's back button undoes it;
 * on phones (up to 640 px) they fold into a «Фильтры · N» button whose sheet applies its choices with «Показать».
 * Both are rendered and CSS picks one, so the server and the browser render the same.
 */
export function FilterPanel({ path, filters, types, collections }: Props) {
  const hrefFor = (change: FilterChange) => filtersHref(path, { ...filters, ...change, page: 1 });
  const navigate = useUnit(navigationRequested);
  const active = countActiveFilters(filters);

  return (
    <div className={styles.root} data-testid="events-filters">
      <div className={styles.panel} data-testid="events-filters-panel">
        <FilterControls
          filters={filters}
          types={types}
          collections={collections}
          hrefFor={hrefFor}
          onChange={(change) => navigate({ to: hrefFor(change) })}
        />
        {active > 0 && (
          <a className={styles.reset} href={filtersHref(path, NO_FILTERS)}>
            Сбросить фильтры ({active})
          </a>
        )}
      </div>
      <FilterSheet
        filters={filters}
        types={types}
        collections={collections}
        onApply={(chosen) => navigate({ to: filtersHref(path, { ...chosen, page: 1 }) })}
      />
    </div>
  );
}

interface SheetProps extends Omit<Props, 'path'> {
  onApply: (filters: EventFilters) => void;
}

/** Phones: the button with the count of active filters and the sheet with a draft of them. */
function FilterSheet({ filters, types, collections, onApply }: SheetProps) {
  const [draft, setDraft] = useState<EventFilters | null>(null);
  const active = countActiveFilters(filters);
  const show = () => {
    if (draft) onApply(draft);
    setDraft(null);
  };
  return (
    <div className={styles.phone}>
      <button
        type="button"
        className={buttons.secondary}
        aria-haspopup="dialog"
        aria-expanded={draft !== null}
        onClick={() => setDraft(filters)}
        data-testid="filters-toggle"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm4 6h10v2H7v-2Zm3 6h4v2h-4v-2Z" />
        </svg>
        {active > 0 ? `Фильтры · ${active}` : 'Фильтры'}
      </button>
      {draft && (
        <Modal id="events-filters" title="Фильтры" onClose={() => setDraft(null)}>
          <div className={styles.sheet} data-testid="filters-sheet">
            <FilterControls
              filters={draft}
              types={types}
              collections={collections}
              onChange={(change) => setDraft({ ...draft, ...change })}
            />
          </div>
          <div className={styles.sheetActions}>
            <button type="button" className={buttons.ghost} onClick={() => setDraft({ ...NO_FILTERS })}>
              Сбросить
            </button>
            <button type="button" className={buttons.primary} onClick={show}>
              Показать
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
