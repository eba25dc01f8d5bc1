import { type Collection, type EventTypeCount, navigationRequested } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal';
import { type ChipChoice, FilterControls } from './filter-controls';
import styles from './filter-panel.module.css';
import {
  countActiveFilters,
  type EventFilters,
  filtersFromForm,
  filtersHref,
  loadFilterDates,
  NO_FILTERS,
} from './filters';

interface Props {
  path: string;
  filters: EventFilters;
  types: readonly EventTypeCount[];
  collections: readonly Collection[];
}

const PANEL_ID = 'events-filters';
const prefetchFilterDates = () => void loadFilterDates();
const chipsOf = ({ date, categories, collection }: EventFilters): ChipChoice => ({
  date,
  categories,
  collection,
});

/** Filters with a chip's choice, from page 1; a date chip replaces typed dates. */
function withChip(filters: EventFilters, chip: Partial<ChipChoice>): EventFilters {
  const dates = 'date' in chip ? { from: null, to: null, fromText: null, toText: null } : {};
  return { ...filters, ...chip, ...dates, page: 1 };
}

/**
 * The events filters: a GET form the server answers (it works before JavaScript, with «Показать»), whose every
 * change, once the app runs, is a new URL (page 1) opened in place, so the browser's back button undoes it. On
 * phones (up to 640 px) it folds into a «Фильтры · N» button: a link to the form before the app runs, a sheet that
 * applies its choices with «Показать» after. Both are rendered and CSS picks one, so the server and the browser
 * render the same.
 */
export function FilterPanel({ path, filters, types, collections }: Props) {
  const navigate = useUnit(navigationRequested);
  const form = useRef<HTMLFormElement>(null);
  const active = countActiveFilters(filters);
  const current = filtersHref(path, filters);
  const open = (next: EventFilters) => {
    const href = filtersHref(path, next);
    if (href !== current) navigate({ to: href });
  };
  /**
   * The form as it is now (with what was changed before the app started), and a chip's choice on top. Read at
   * once; its dates are read with the filter's date module, loaded by then or on the first change.
   */
  const apply = async (chip: Partial<ChipChoice> = {}) => {
    if (!form.current) return;
    const fields = new FormData(form.current);
    open(withChip(filtersFromForm(fields, await loadFilterDates()), chip));
  };
  useFieldsFollowUrl(form, current);

  return (
    <div className={styles.root} data-testid="events-filters">
      <form
        ref={form}
        id={PANEL_ID}
        className={styles.panel}
        method="get"
        action={path}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void apply();
        }}
        // About to change something: the date module starts loading, so the change applies without a wait.
        onFocus={prefetchFilterDates}
        onPointerDown={prefetchFilterDates}
        data-testid="events-filters-panel"
      >
        <FilterControls
          filters={filters}
          types={types}
          collections={collections}
          choice={chipsOf(filters)}
          onFieldChange={() => void apply()}
          chips={{
            hrefFor: (chip) => filtersHref(path, withChip(filters, chip)),
            follow: (chip) => void apply(chip),
          }}
        />
        <div className={styles.actions}>
          <button type="submit" className={buttons.secondary}>
            Показать
          </button>
          {active > 0 && (
            <a className={styles.reset} href={filtersHref(path, NO_FILTERS)}>
              Сбросить фильтры ({active})
            </a>
          )}
        </div>
      </form>
      <FilterSheet
        filters={filters}
        types={types}
        collections={collections}
        onApply={(chosen) => open({ ...chosen, page: 1 })}
      />
    </div>
  );
}

/**
 * The form's fields are its own (uncontrolled), so that nothing typed or chosen before the app starts is lost.
 * When the URL changes from elsewhere (a chip, back and forward, «Сбросить»), they are reset to what the new URL
 * says: React has already rendered its values as the fields' defaults. Not on the first render, which must keep
 * what the visitor changed before hydration.
 */
function useFieldsFollowUrl(form: RefObject<HTMLFormElement | null>, href: string) {
  const shown = useRef(href);
  useEffect(() => {
    if (shown.current === href) return;
    shown.current = href;
    form.current?.reset();
  }, [form, href]);
}

interface SheetProps extends Omit<Props, 'path'> {
  onApply: (filters: EventFilters) => void;
}

/** Typed dates give way to a date chip: the sheet's date fields are emptied (they are the form's own). */
function clearDateFields(form: HTMLFormElement | null) {
  for (const name of ['from', 'to']) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = '';
  }
}

/** Phones: the button with the count of active filters, and the sheet: a form of its own, applied with «Показать». */
function FilterSheet({ filters, types, collections, onApply }: SheetProps) {
  // What the sheet's fields start from (the URL's filters, or none after «Сбросить»), and the chips' choice.
  const [draft, setDraft] = useState<{ start: EventFilters; choice: ChipChoice; round: number } | null>(null);
  const sheet = useRef<HTMLFormElement>(null);
  const active = countActiveFilters(filters);
  const close = () => setDraft(null);
  // Each start (opening, «Сбросить») is a new round of the fields; «Показать» will need the date module.
  const begin = (start: EventFilters) => {
    prefetchFilterDates();
    setDraft((previous) => ({ start, choice: chipsOf(start), round: (previous?.round ?? 0) + 1 }));
  };
  return (
    <div className={styles.phone}>
      {/* A link to the form until the app runs; the app opens the sheet instead. */}
      <a
        href={`#${PANEL_ID}`}
        className={buttons.secondary}
        aria-haspopup="dialog"
        aria-expanded={draft !== null}
        onClick={(event) => {
          event.preventDefault();
          begin(filters);
        }}
        data-testid="filters-toggle"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm4 6h10v2H7v-2Zm3 6h4v2h-4v-2Z" />
        </svg>
        {active > 0 ? `Фильтры · ${active}` : 'Фильтры'}
      </a>
      {draft && (
        <Modal id="events-filters" title="Фильтры" onClose={close}>
          <form
            ref={sheet}
            onSubmit={async (event) => {
              event.preventDefault();
              const fields = new FormData(event.currentTarget);
              onApply(filtersFromForm(fields, await loadFilterDates()));
              close();
            }}
          >
            <div className={styles.sheet} data-testid="filters-sheet">
              <FilterControls
                key={draft.round}
                filters={draft.start}
                types={types}
                collections={collections}
                choice={draft.choice}
                onFieldChange={() => undefined}
                chips={{
                  toggle: (chip) => {
                    if ('date' in chip) clearDateFields(sheet.current);
                    setDraft({ ...draft, choice: { ...draft.choice, ...chip } });
                  },
                }}
              />
            </div>
            <div className={styles.sheetActions}>
              <button type="button" className={buttons.ghost} onClick={() => begin(NO_FILTERS)}>
                Сбросить
              </button>
              <button type="submit" className={buttons.primary}>
                Показать
              </button>
            </div>
          </form>
        </Modal>
      )}
    </div>
  );
}
