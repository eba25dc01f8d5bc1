import { type PageParcelProps, pageErrorRaised, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, createEvent, fork, serialize } from 'effector';
import { pageSaying } from './page-said';

const started = createEvent<PageParcelProps>();
const host = pageSaying(started);

const props = (path: string) => ({ route: { path } }) as PageParcelProps;

describe('pageSaying', () => {
  test('names the head and the failure with the path of the page’s last start', async () => {
    const scope = fork();
    const said: unknown[] = [];
    const unwatch = [
      pageMetaChanged.watch((meta) => said.push(meta)),
      pageErrorRaised.watch((error) => said.push(error)),
    ];
    await allSettled(started, { scope, params: props('/moscow/events/a') });
    await allSettled(host.meta, { scope, params: { title: 'A' } });
    await allSettled(started, { scope, params: props('/moscow/events/b') });
    await allSettled(host.error, {
      scope,
      params: { statusCode: 404, message: 'Page Not Found: /moscow/events/b' },
    });
    for (const stop of unwatch) stop();
    expect(said).toEqual([
      { title: 'A', path: '/moscow/events/a' },
      { statusCode: 404, message: 'Page Not Found: /moscow/events/b', path: '/moscow/events/b' },
    ]);
  });

  test('a page the server started names its path in the browser too (the path is in the serialised state)', async () => {
    const server = fork();
    await allSettled(started, { scope: server, params: props('/moscow/places/p') });
    const browser = fork({ values: JSON.parse(JSON.stringify(serialize(server))) });
    const said: unknown[] = [];
    const unwatch = pageMetaChanged.watch((meta) => said.push(meta));
    await allSettled(host.meta, { scope: browser, params: { title: 'P' } });
    unwatch();
    expect(said).toEqual([{ title: 'P', path: '/moscow/places/p' }]);
  });
});
