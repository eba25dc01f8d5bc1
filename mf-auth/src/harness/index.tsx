import { DEFAULT_CITY, loginRequested } from '@kaver/shared-contracts';
import { startHarness } from '../../../scripts/harness/harness';
import accountDeletingPage from '../app/parcels/account-deleting-page';
import loginModal from '../app/parcels/login-modal';
import profilePage from '../app/parcels/profile-page';

startHarness({
  remote: 'mf_auth',
  parcels: [
    {
      id: 'login-modal',
      title: 'Вход: телефон, СМС-код, соцсети',
      kind: 'modal',
      config: loginModal,
      // Try { "source": "paywall", "redirect": "subscription" } or { "socialReturn": { "provider": "google" } }.
      props: { request: { source: 'header' } },
    },
    {
      id: 'profile-page',
      title: 'Профиль (/profile)',
      kind: 'page',
      config: profilePage,
      props: {
        route: { name: 'profile', path: '/profile', params: {}, query: {} },
        city: DEFAULT_CITY,
        routeCity: null,
      },
    },
    {
      id: 'account-deleting-page',
      title: 'Удаление аккаунта (/services/account-deleting)',
      kind: 'page',
      config: accountDeletingPage,
      props: {
        route: { name: 'account-deleting', path: '/services/account-deleting', params: {}, query: {} },
        city: DEFAULT_CITY,
        routeCity: null,
      },
    },
  ],
  // The profile's «Войти» and the account deletion's re-sign-in open the login modal through the bus.
  modals: [{ id: 'login', requested: loginRequested, config: loginModal }],
});
