import { type Collection, type EventTypeCount, navigationRequested } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal';
import {
  type DateErrors,
  dateErrorsOf,
  errorsWhileTyping,
  focusFirstError,
  hasDateErrors,
} from './date-errors';
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
  const dates = 'date' in chip ? { from: null, to: null, fromText: null, toText: null, badDates: {} } : {};
  return { ...filters, ...chip, ...dates, page: 1 };
}

/**
 * The events filters: a GET form the server answers (it works before JavaScript, with «Показать»), whose every
 * change, once the app runs, is a new URL (page 1) opened in place, so the browser's back button undoes it. A date
 * field's text that is not a date is never dropped silently: it stops the change and is marked with why (the
 * server marks it too when the form comes without JavaScript). On
 * phones (up to 640 px) it folds into a «Фильтры · N» button: a link to the form before the app runs, a sheet that
 * applies its choices with «Показать» after. Both are rendered and CSS picks one, so the server and the browser
 * render the same.
 */
export function FilterPanel({ path, filters, types, collections }: Props) {
  const navigate = useUnit(navigationRequested);
  const form = useRef<HTMLFormElement>(null);
  const [dateErrors, setDateErrors] = useState(() => dateErrorsOf(filters));
  const active = countActiveFilters(filters);
  const current = filtersHref(path, filters);
  const open = (next: EventFilters) => {
    const href = filtersHref(path, next);
    if (href !== current) navigate({ to: href });
  };
  /**
   * The form as it is now (with what was changed before the app started), and a chip's choice on top. Read at
   * once; its dates are read with the filter's date module, loaded by then or on the first change. Opened only
   * when its dates are whole and real (or empty).
   */
  const apply = async ({
    chip = {},
    typing = false,
  }: {
    chip?: Partial<ChipChoice>;
    typing?: boolean;
  } = {}) => {
    if (!form.current) return;
    const fields = new FormData(form.current);
    const next = withChip(filtersFromForm(fields, await loadFilterDates()), chip);
    const errors = dateErrorsOf(next);
    // While a date is typed, its errors only follow the text; a submit, another field or a chip shows them all.
    if (typing) setDateErrors((shown) => errorsWhileTyping(shown, errors));
    else {
      setDateErrors(errors);
      focusFirstError(form.current, errors);
    }
    if (!hasDateErrors(errors)) open(next);
  };
  useFieldsFollowUrl(form, current, () => setDateErrors(dateErrorsOf(filters)));

  return (
    <div className={styles.root} data-testid="events-filters">
      <form
        ref={form}
        id={PANEL_ID}
        // On phones the form is folded; one that comes back with a date error (sent without JavaScript) is open.
        className={hasDateErrors(dateErrors) ? `${styles.panel} ${styles.withErrors}` : styles.panel}
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
          onDateChange={() => void apply({ typing: true })}
          dateErrors={dateErrors}
          chips={{
            hrefFor: (chip) => filtersHref(path, withChip(filters, chip)),
            follow: (chip) => void apply({ chip }),
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
 * When the URL changes (a field, a chip, back and forward, «Сбросить»), they are reset to what the new URL says:
 * its values are already the fields' defaults (React's for the inputs; the selects keep theirs in their own effects,
 * which run before this one, their parent's), and `reset` puts back its date errors. Not on the first render, which
 * must keep what the visitor changed before hydration.
 */
function useFieldsFollowUrl(form: RefObject<HTMLFormElement | null>, href: string, reset: () => void) {
  const shown = useRef(href);
  const resetNow = useRef(reset);
  resetNow.current = reset;
  useEffect(() => {
    if (shown.current === href) return;
    shown.current = href;
    form.current?.reset();
    resetNow.current();
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
  // What the sheet's fields start from (the URL's filters, or none after «Сбросить»), the chips' choice and the
  // date fields' errors.
  const [draft, setDraft] = useState<{
    start: EventFilters;
    choice: ChipChoice;
    dateErrors: DateErrors;
    round: number;
  } | null>(null);
  const sheet = useRef<HTMLFormElement>(null);
  const active = countActiveFilters(filters);
  const close = () => setDraft(null);
  // Each start (opening, «Сбросить») is a new round of the fields; «Показать» will need the date module.
  const begin = (start: EventFilters) => {
    prefetchFilterDates();
    setDraft((previous) => ({
      start,
      choice: chipsOf(start),
      dateErrors: dateErrorsOf(start),
      round: (previous?.round ?? 0) + 1,
    }));
  };
  /** The sheet's fields as filters, and their date errors. */
  const read = async (form: HTMLFormElement) => {
    const fields = new FormData(form);
    const chosen = filtersFromForm(fields, await loadFilterDates());
    return { chosen, errors: dateErrorsOf(chosen) };
  };
  const showErrors = (dateErrors: DateErrors) => setDraft((current) => current && { ...current, dateErrors });
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
        <Modal id="events-filters" title="Фильтры" className={styles.sheetDialog} onClose={close}>
          <form
            ref={sheet}
            onSubmit={async (event) => {
              event.preventDefault();
              const form = event.currentTarget;
              const { chosen, errors } = await read(form);
              showErrors(errors);
              if (hasDateErrors(errors)) return focusFirstError(form, errors);
              onApply(chosen);
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
                onDateChange={async () => {
                  if (!sheet.current) return;
                  const { errors } = await read(sheet.current);
                  setDraft(
                    (current) =>
                      current && { ...current, dateErrors: errorsWhileTyping(current.dateErrors, errors) },
                  );
                }}
                dateErrors={draft.dateErrors}
                chips={{
                  toggle: (chip) => {
                    // A date chip empties the typed dates, and their errors with them.
                    const dates = 'date' in chip ? { dateErrors: {} } : {};
                    if ('date' in chip) clearDateFields(sheet.current);
                    setDraft({ ...draft, ...dates, choice: { ...draft.choice, ...chip } });
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
