import { DOCUMENTS, findDocument, type PageParcelProps } from '@kaver/shared-contracts';
import { formatDate, parseDate } from '@kaver/shared-contracts/time';
import { brandName } from '../../shared/lib/site';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import pageStyles from '../../shared/ui/page.module.css';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton } from '../../shared/ui/skeleton';
import styles from './documents-page.module.css';
import { documentText } from './model';

function DocumentsIndex() {
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Документы</h1>
      <p className={pageStyles.lead}>
        Правила, на которых работает {brandName()}, и то, как мы обращаемся с твоими данными.
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

/** 'Редакция от 1 ноября 2026' from the text's 'DD.MM.YYYY'. */
function editionDate(updatedAt: string): string {
  const date = parseDate(updatedAt);
  return date ? formatDate(date) : updatedAt;
}

function DocumentView({ slug, title }: { slug: string; title: string }) {
  return (
    <ResourceView resource={documentText} skeleton={<PageSkeleton />}>
      {(text) => (
        <article className={styles.document} data-testid="document">
          <Breadcrumbs
            items={[
              { title: 'Документы', path: '/documents' },
              { title, path: `/documents/${slug}` },
            ]}
          />
          <h1 className={pageStyles.title}>{title}</h1>
          <p className={pageStyles.lead}>{text.summary}</p>
          <p className={styles.updated}>Редакция от {editionDate(text.updatedAt)}</p>
          {text.sections.map((section) => (
            <section key={section.title} className={styles.section}>
              <h2>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
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
      )}
    </ResourceView>
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
