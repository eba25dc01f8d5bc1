import { type PageMeta, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { documentsStarted, documentText } from './model';

const route = (name: 'documents' | 'document', params: Record<string, string> = {}) => ({
  city: undefined as never,
  routeCity: null,
  route: {
    name,
    path: name === 'document' ? `/documents/${params.document}` : '/documents',
    params,
    query: {},
  },
});

describe('documents page model', () => {
  test("a document's text is loaded into the store with the site's brand and address filled in", async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork();
    await allSettled(documentsStarted, { scope, params: route('document', { document: 'legacy' }) });
    unwatch();
    const text = scope.getState(documentText.$data)!;
    expect(text.summary).toBe(
      'Правовая информация о сервисе Kaver: владелец, возрастная маркировка, реквизиты для обращений.',
    );
    expect(JSON.stringify(text)).not.toMatch(/\{\{/);
    expect(metas.at(-1)).toMatchObject({
      title: 'Правовая информация | Kaver',
      description: text.summary,
      canonicalPath: '/documents/legacy',
    });
  });

  test('the index loads no text and has its own head', async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork();
    await allSettled(documentsStarted, { scope, params: route('documents') });
    unwatch();
    expect(scope.getState(documentText.$status)).toBe('idle');
    expect(metas).toEqual([
      expect.objectContaining({ title: 'Документы | Kaver', canonicalPath: '/documents' }),
    ]);
  });
});
