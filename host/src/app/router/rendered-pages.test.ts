/** @jest-environment node */
import type { PageParcelProps } from '@kaver/shared-contracts';
import { allSettled, createEvent, createStore, fork } from 'effector';
import type { RenderedPage } from '../rendered-page';
import { browserPages } from './browser-services';
import { pageModuleKey } from './loaded-pages';
import { finishRenderedPage } from './rendered-pages';

jest.mock('../../shared/federation/remotes', () => ({ loadPage: jest.fn() }));

const started = createEvent<PageParcelProps>();
const confirmed = createEvent();
/** A confirmation a page's start closes, as the account deletion's does. */
const $confirming = createStore(false, { sid: 'test-confirming' })
  .on(confirmed, () => true)
  .reset(started);

const rendered: RenderedPage = {
  state: {},
  router: {
    loaderData: {
      page: {
        route: { name: 'account-deleting', path: '/services/account-deleting', params: {}, query: {} },
        cityAlias: 'moscow',
        remote: 'mf_auth',
        expose: './account-deleting-page',
      },
    },
    errors: null,
  },
  remotes: {},
};

const Page = () => null;

beforeAll(() => {
  browserPages.set(pageModuleKey('mf_auth', './account-deleting-page'), {
    Component: Page,
    started,
    buildId: 'test',
  });
});

it('starts the rendered page before it returns, so a click that follows is not undone by the start', async () => {
  const scope = fork();
  const params: unknown[] = [];
  const unwatch = started.watch((value) => params.push(value));
  const finished = finishRenderedPage(rendered, scope);
  expect(params).toHaveLength(1);
  expect(params[0]).toMatchObject({ route: { name: 'account-deleting' }, city: { alias: 'moscow' } });

  await finished;
  expect(params).toHaveLength(1);
  unwatch();
});

it('leaves what the visitor did right after the start alone', async () => {
  const scope = fork();
  const finished = finishRenderedPage(rendered, scope);
  await allSettled(confirmed, { scope });
  await finished;
  expect(scope.getState($confirming)).toBe(true);
});
