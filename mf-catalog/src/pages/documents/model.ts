import { findDocument, type PageParcelProps } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { createResource } from '../../shared/lib/create-resource';
import { breadcrumbsJsonLd, HOME_CRUMB } from '../../shared/lib/json-ld';
import { pageSaying } from '../../shared/lib/page-said';
import { brandName, siteOrigin } from '../../shared/lib/site';
import { fillDocumentText } from './fill';
import type { DocumentText } from './texts/types';

/** `/documents` or `/documents/{document}` is entered (the host has checked the slug). */
export const documentsStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(documentsStarted);

/** Each text is its own small chunk, loaded when its page opens. */
const loadText = (slug: string): Promise<DocumentText> =>
  import(/* webpackChunkName: "document-[request]" */ `./texts/${slug}`).then((module) => module.default);

/** A document's text with {{brand}}, {{site}} and {{email}} filled in for the site it is shown on. */
export const documentText = createResource(async (slug: string): Promise<DocumentText> => {
  const text = await loadText(slug);
  const fill = (value: string) => fillDocumentText(value, { brand: brandName(), siteUrl: siteOrigin() });
  return {
    summary: fill(text.summary),
    updatedAt: text.updatedAt,
    sections: text.sections.map((section) => ({
      title: fill(section.title),
      paragraphs: section.paragraphs.map(fill),
    })),
  };
});

const documentOf = ({ route }: PageParcelProps) =>
  route.name === 'document' ? findDocument(route.params.document) : undefined;

sample({
  clock: documentsStarted,
  filter: (props) => documentOf(props) === undefined,
  fn: () => ({
    title: `Документы | ${brandName()}`,
    description: `Пользовательское соглашение, политика конфиденциальности, оферта и другие правила сервиса ${brandName()}.`,
    canonicalPath: '/documents',
    jsonLd: breadcrumbsJsonLd([HOME_CRUMB, { title: 'Документы', path: '/documents' }]),
  }),
  target: host.meta,
});
sample({
  clock: documentsStarted,
  filter: (props) => documentOf(props) !== undefined,
  fn: (props) => documentOf(props)!.slug,
  target: documentText.load,
});
sample({
  clock: documentText.ready,
  source: documentText.$params,
  fn: (slug, text) => {
    const title = findDocument(slug ?? '')?.title ?? 'Документ';
    return {
      title: `${title} | ${brandName()}`,
      description: text.summary,
      canonicalPath: `/documents/${slug}`,
      jsonLd: breadcrumbsJsonLd([
        HOME_CRUMB,
        { title: 'Документы', path: '/documents' },
        { title, path: `/documents/${slug}` },
      ]),
    };
  },
  target: host.meta,
});
