import {
  $runtimeConfig,
  DOCUMENTS,
  findDocument,
  formatDate,
  inTimeZone,
  type PageParcelProps,
  pageMetaChanged,
  parseDate,
} from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { brandName } from '../../shared/lib/site';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import pageStyles from '../../shared/ui/page.module.css';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { ErrorState } from '../../shared/ui/states';
import styles from './documents-page.module.css';
import { fillDocumentText } from './fill';
import type { DocumentText } from './texts/types';

/** Each text is its own small chunk, loaded when its page opens. */
const loadText = (slug: string): Promise<DocumentText> =>
  import(/* webpackChunkName: "document-[request]" */ `./texts/${slug}`).then((module) => module.default);

function DocumentsIndex() {
  useEffect(() => {
    pageMetaChanged({
      title: `Документы | ${brandName()}`,
      description: `Пользовательское соглашение, политика конфиденциальности, оферта и другие правила сервиса ${brandName()}.`,
    });
  }, []);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Документы</h1>
      <p className={pageStyles.lead}>
        Правила, на которых работает {brandName()}, и то, как мы обращаемся с вашими данными.
      </p>
      <ul className={styles.index} data-testid="documents-index">
        {DOCUMENTS.map((document) => (
          <li key={document.slug}>
            <a href={`/documents/${document.slug}`}>{document.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DocumentView({ slug, title }: { slug: string; title: string }) {
  const config = useUnit($runtimeConfig);
  const [state, setState] = useState<{ text: DocumentText } | 'loading' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again
  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadText(slug).then(
      (text) => !cancelled && setState({ text }),
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [slug, attempt]);
  const fill = (text: string) =>
    fillDocumentText(text, {
      brand: config?.brand || 'Kaver',
      siteUrl: config?.siteUrl || window.location.origin,
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per loaded text
  useEffect(() => {
    if (typeof state === 'object')
      pageMetaChanged({ title: `${title} | ${brandName()}`, description: fill(state.text.summary) });
  }, [state]);

  if (state === 'loading') return <PageSkeleton />;
  if (state === 'error')
    return (
      <ErrorState
        text="Не удалось загрузить документ. Проверьте интернет."
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  const { text } = state;
  return (
    <article className={styles.document} data-testid="document">
      <Breadcrumbs
        items={[
          { title: 'Документы', path: '/documents' },
          { title, path: `/documents/${slug}` },
        ]}
      />
      <h1 className={pageStyles.title}>{title}</h1>
      <p className={pageStyles.lead}>{fill(text.summary)}</p>
      <p className={styles.updated}>Редакция от {formatDate(parseDate(text.updatedAt) ?? inTimeZone())}</p>
      {text.sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </section>
      ))}
      <nav className={styles.others} aria-label="Другие документы">
        <h2>Другие документы</h2>
        <ul>
          {DOCUMENTS.filter((document) => document.slug !== slug).map((document) => (
            <li key={document.slug}>
              <a href={`/documents/${document.slug}`}>{document.title}</a>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** `/documents` and `/documents/{document}` (the host has checked the slug). */
export function DocumentsPage({ route }: PageParcelProps) {
  const document = route.name === 'document' ? findDocument(route.params.document) : undefined;
  if (!document) return <DocumentsIndex />;
  return (
    <div className={pageStyles.page}>
      <DocumentView slug={document.slug} title={document.title} />
    </div>
  );
}
