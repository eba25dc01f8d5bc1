/** @jest-environment node */
import { loginRequested } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { createMemoryRouter } from 'react-router-dom';
import { $activeModal } from '../../widgets/modal-outlet/model';
import { connectRouter } from './connect-router';

// Link clicks are the document's; here the router is driven directly.
jest.mock('../../shared/lib/intercept-links', () => ({ interceptLinkClicks: () => () => undefined }));

const pages = ['/moscow', '/moscow/blog', '/moscow/places'].map((path) => ({ path, element: path }));

async function withLoginOpen() {
  const scope = fork();
  const router = createMemoryRouter(pages, { initialEntries: ['/moscow'] });
  const disconnect = connectRouter(router, scope);
  await allSettled(loginRequested, { scope, params: { source: 'header' } });
  return { scope, router, disconnect };
}

describe('the router on the bus, with a modal open', () => {
  it('closes the modal when the visitor goes to another page, or back (Android Back)', async () => {
    const { scope, router, disconnect } = await withLoginOpen();
    await router.navigate('/moscow/blog');
    expect(scope.getState($activeModal)).toBeNull();

    await allSettled(loginRequested, { scope, params: { source: 'header' } });
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/moscow');
    expect(scope.getState($activeModal)).toBeNull();
    disconnect();
  });

  it('keeps it when the address is replaced: a sign-in fixing its own ?redirect=', async () => {
    const { scope, router, disconnect } = await withLoginOpen();
    await router.navigate('/moscow?redirect=subscription', { replace: true });
    expect(scope.getState($activeModal)?.id).toBe('login');
    disconnect();
  });
});
