import { pageErrorRaised, pageMetaChanged } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $pageMeta } from '../../features/page-head/model';
import { $enteredPath, $pageError, pageEntered, routeErrorShown } from './model';

const notFound = (path: string) => ({ statusCode: 404, message: `Page Not Found: ${path}`, path });

describe('what pages say to the host', () => {
  test('a page entered is the one whose head and failure count; the last page’s are cleared', async () => {
    const scope = fork();
    await allSettled(pageEntered, { scope, params: '/moscow/events/a' });
    await allSettled(pageMetaChanged, { scope, params: { title: 'A', path: '/moscow/events/a' } });
    await allSettled(pageErrorRaised, { scope, params: notFound('/moscow/events/a') });
    expect(scope.getState($pageMeta)).toEqual({ title: 'A', path: '/moscow/events/a' });
    expect(scope.getState($pageError)).toEqual(notFound('/moscow/events/a'));

    await allSettled(pageEntered, { scope, params: '/moscow' });
    expect(scope.getState($enteredPath)).toBe('/moscow');
    expect(scope.getState($pageMeta)).toBeNull();
    expect(scope.getState($pageError)).toBeNull();
  });

  test('what a left page says late (its data came after the visitor went on) is dropped', async () => {
    const scope = fork();
    await allSettled(pageEntered, { scope, params: '/moscow/events/a' });
    await allSettled(pageEntered, { scope, params: '/moscow' });
    await allSettled(pageMetaChanged, { scope, params: { title: 'Москва', path: '/moscow' } });
    await allSettled(pageMetaChanged, { scope, params: { title: 'A', path: '/moscow/events/a' } });
    await allSettled(pageErrorRaised, { scope, params: notFound('/moscow/events/a') });
    expect(scope.getState($pageMeta)).toEqual({ title: 'Москва', path: '/moscow' });
    expect(scope.getState($pageError)).toBeNull();
  });

  test('a head or failure naming no page is the current page’s (a remote built before pages named theirs)', async () => {
    const scope = fork();
    await allSettled(pageEntered, { scope, params: '/profile' });
    await allSettled(pageMetaChanged, { scope, params: { title: 'Профиль' } });
    await allSettled(pageErrorRaised, { scope, params: { statusCode: 500, message: 'x' } });
    expect(scope.getState($pageMeta)).toEqual({ title: 'Профиль' });
    expect(scope.getState($pageError)).toEqual({ statusCode: 500, message: 'x' });
  });

  test('what the page before a guard’s error page says late does not replace that error', async () => {
    const scope = fork();
    await allSettled(pageEntered, { scope, params: '/moscow/events/a' });
    const guard = { statusCode: 404, message: 'Page Not Found: /no/such' };
    await allSettled(routeErrorShown, { scope, params: guard });
    await allSettled(pageErrorRaised, { scope, params: notFound('/moscow/events/a') });
    await allSettled(pageMetaChanged, { scope, params: { title: 'A', path: '/moscow/events/a' } });
    expect(scope.getState($pageError)).toEqual(guard);
    expect(scope.getState($pageMeta)).toBeNull();
  });
});
