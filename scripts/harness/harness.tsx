import {
  $session,
  configureApiClients,
  logoutRequested,
  modalClosed,
  navigationRequested,
  runtimeConfigLoaded,
  sessionStarted,
} from '@kaver/shared-contracts';
import { mountRootParcel } from '@kaver/shared-contracts/parcels';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import '@kaver/shared-contracts/tokens.css';
import '@kaver/shared-contracts/shimmer.css';
import { $busLog } from './bus-log';
import styles from './harness.module.css';
import { harnessApi, harnessConfig } from './harness-config';
import { type HarnessModal, startModalOutlet } from './modal-outlet';

export interface HarnessParcel {
  /** The expose name without './', also the ?parcel= value. */
  id: string;
  title: string;
  kind: 'page' | 'modal' | 'block';
  /**
   * A parcel made by createParcel, or single-spa's loading function of one (a page's); its props are checked
   * where the harness lists it.
   */
  config: { bootstrap: unknown; mount: unknown; unmount: unknown } | (() => Promise<unknown>);
  /** Example props, editable as JSON in the harness. */
  props: object;
}

/**
 * A remote's standalone harness for QA: a minimal stand-in host (runtime config, session, bus log) that mounts
 * the remote's own parcels, exactly as the host does, against the real API. `modals`: the remote's modals that
 * its parcels open through the bus, mounted as the host's outlet would.
 */
export function startHarness({
  remote,
  parcels,
  modals = [],
}: {
  remote: string;
  parcels: HarnessParcel[];
  modals?: HarnessModal[];
}) {
  const config = harnessConfig();
  runtimeConfigLoaded(config);
  configureApiClients(config);
  sessionStarted();
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.target === '_blank' || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || anchor.closest('[data-harness-chrome]')) return;
    event.preventDefault();
    navigationRequested({ to: url.pathname + url.search });
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Harness remote={remote} parcels={parcels} apiHost={config.apiHost} />,
  );
  if (modals.length > 0) startModalOutlet(modals);
}

function initialParcel(parcels: HarnessParcel[]): HarnessParcel {
  const wanted = new URLSearchParams(window.location.search).get('parcel');
  return parcels.find((parcel) => parcel.id === wanted) ?? (parcels[0] as HarnessParcel);
}

/** What the address asked for that the harness could not do, said in its panel rather than silently replaced. */
function addressNotes(parcels: HarnessParcel[], search: string): string[] {
  const notes: string[] = [];
  const wanted = new URLSearchParams(search).get('parcel');
  if (wanted && !parcels.some((parcel) => parcel.id === wanted)) {
    notes.push(`Парсела «${wanted}» у этого ремоута нет: открыт «${parcels[0]?.id ?? ''}».`);
  }
  const { apiHost, refused } = harnessApi(search);
  if (refused) notes.push(`?api=${refused} — не адрес http:// или https://: используется ${apiHost}.`);
  return notes;
}

function Harness({
  remote,
  parcels,
  apiHost,
}: {
  remote: string;
  parcels: HarnessParcel[];
  apiHost: string;
}) {
  const [selected, setSelected] = useState(() => initialParcel(parcels));
  const [propsText, setPropsText] = useState(() => JSON.stringify(selected.props, null, 2));
  const [mounted, setMounted] = useState<{ key: number; props: object } | null>({
    key: 0,
    props: selected.props,
  });
  const [propsError, setPropsError] = useState<string | null>(null);
  const [notes] = useState(() => addressNotes(parcels, window.location.search));
  const { session, log } = useUnit({ session: $session, log: $busLog });

  useEffect(() => {
    const unsubscribe = modalClosed.watch(() => selected.kind === 'modal' && setMounted(null));
    return () => unsubscribe();
  }, [selected]);

  const choose = (parcel: HarnessParcel) => {
    setSelected(parcel);
    setPropsText(JSON.stringify(parcel.props, null, 2));
    setMounted({ key: Date.now(), props: parcel.props });
    const url = new URL(window.location.href);
    url.searchParams.set('parcel', parcel.id);
    window.history.replaceState(null, '', url);
  };

  const remount = () => {
    try {
      setMounted({ key: Date.now(), props: JSON.parse(propsText) as object });
      setPropsError(null);
    } catch (error) {
      setPropsError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={styles.harness}>
      <aside className={styles.chrome} data-harness-chrome="">
        <h1 className={styles.title}>{remote}</h1>
        <p className={styles.muted}>Стенд для проверки ремоута без хоста. API: {apiHost}</p>
        {notes.map((note) => (
          <p key={note} className={styles.error} data-testid="harness-note">
            {note}
          </p>
        ))}
        <nav aria-label="Парселы" className={styles.list}>
          {parcels.map((parcel) => (
            <button
              key={parcel.id}
              type="button"
              className={parcel.id === selected.id ? styles.active : styles.item}
              onClick={() => choose(parcel)}
            >
              {parcel.title}
              <small>{parcel.id}</small>
            </button>
          ))}
        </nav>
        <label className={styles.label} htmlFor="harness-props">
          Свойства парсела (JSON)
        </label>
        <textarea
          id="harness-props"
          className={styles.props}
          value={propsText}
          onChange={(event) => setPropsText(event.target.value)}
          spellCheck={false}
        />
        {propsError && <p className={styles.error}>Неверный JSON: {propsError}</p>}
        <button type="button" className={styles.button} onClick={remount}>
          Смонтировать заново
        </button>
        <p className={styles.muted} data-testid="harness-session">
          Сессия: {session.status}
          {session.user ? ` (id ${session.user.id})` : ''}
        </p>
        {session.status === 'authenticated' && (
          <button type="button" className={styles.button} onClick={() => logoutRequested()}>
            Выйти
          </button>
        )}
        <h2 className={styles.subtitle}>События шины</h2>
        <ol className={styles.log} data-testid="harness-bus-log">
          {log.map((entry) => (
            <li key={entry.id}>
              <b>{entry.unit}</b> {entry.payload}
            </li>
          ))}
        </ol>
      </aside>
      <main className={styles.stage} data-testid="harness-stage">
        {mounted ? (
          <Parcel
            key={`${selected.id}-${mounted.key}`}
            config={selected.config as ParcelConfig}
            mountParcel={mountRootParcel}
            wrapWith="div"
            {...mounted.props}
          />
        ) : (
          <p className={styles.muted}>Модальное окно закрыто. Нажмите «Смонтировать заново».</p>
        )}
      </main>
    </div>
  );
}
