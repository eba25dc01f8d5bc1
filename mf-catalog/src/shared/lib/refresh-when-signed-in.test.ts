import { $session, ANONYMOUS_SESSION, type Session } from '@kaver/shared-contracts';
import { allSettled, createWatch, fork } from 'effector';
import { createResource } from './create-resource';
import { refreshWhenSignedIn } from './refresh-when-signed-in';

const signedIn: Session = { status: 'authenticated', user: null, subscription: null };

function setup(answers: { refresh: (slug: string) => Promise<string> }) {
  const resource = createResource(async (slug: string) => `public ${slug}`);
  refreshWhenSignedIn(resource, (slug: string) => answers.refresh(slug));
  const scope = fork({ values: [[$session, ANONYMOUS_SESSION]] });
  return { resource, scope };
}

describe('refreshWhenSignedIn', () => {
  test('a session that comes asks again and puts the answer in place, the page never loading meanwhile', async () => {
    const asked: string[] = [];
    const { resource, scope } = setup({
      refresh: async (slug) => {
        asked.push(slug);
        return `personal ${slug}`;
      },
    });
    await allSettled(resource.load, { scope, params: 'a' });
    const statuses: string[] = [];
    const unwatch = createWatch({ unit: resource.$status, fn: (status) => statuses.push(status), scope });
    await allSettled($session, { scope, params: signedIn });
    unwatch();
    expect(asked).toEqual(['a']);
    expect(scope.getState(resource.$data)).toBe('personal a');
    expect(scope.getState(resource.$status)).toBe('ready');
    expect(statuses).not.toContain('loading');
  });

  test('a failed answer leaves the page as it was: no error, still ready', async () => {
    const { resource, scope } = setup({ refresh: async () => Promise.reject(new Error('502')) });
    await allSettled(resource.load, { scope, params: 'a' });
    await allSettled($session, { scope, params: signedIn });
    expect(scope.getState(resource.$data)).toBe('public a');
    expect(scope.getState(resource.$status)).toBe('ready');
    expect(scope.getState(resource.$error)).toBeNull();
  });

  test('an answer for a page left meanwhile is dropped', async () => {
    let release = () => {};
    const { resource, scope } = setup({
      refresh: (slug) =>
        new Promise((resolve) => {
          release = () => resolve(`personal ${slug}`);
        }),
    });
    await allSettled(resource.load, { scope, params: 'a' });
    const session = allSettled($session, { scope, params: signedIn });
    const next = allSettled(resource.load, { scope, params: 'b' });
    release();
    await Promise.all([session, next]);
    expect(scope.getState(resource.$data)).toBe('public b');
  });

  test('nothing is asked before the page has data, nor when the visitor signs out', async () => {
    const asked: string[] = [];
    const { resource, scope } = setup({
      refresh: async (slug) => {
        asked.push(slug);
        return slug;
      },
    });
    await allSettled($session, { scope, params: signedIn });
    await allSettled(resource.load, { scope, params: 'a' });
    await allSettled($session, { scope, params: ANONYMOUS_SESSION });
    expect(asked).toEqual([]);
    expect(scope.getState(resource.$data)).toBe('public a');
  });
});
