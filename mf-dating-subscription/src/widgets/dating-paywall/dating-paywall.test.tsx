import {
  $runtimeConfig,
  $session,
  type RuntimeConfig,
  type Session,
  type User,
} from '@kaver/shared-contracts';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { DatingPaywall } from './dating-paywall';

const CONFIG = {
  appStores: {
    ios: 'https://apps.test/ios',
    android: 'https://apps.test/android',
    ru: 'https://apps.test/ru',
  },
} as RuntimeConfig;

function renderWith(session: Session, config: RuntimeConfig = CONFIG) {
  const scope = fork({
    values: [
      [$session, session],
      [$runtimeConfig, config],
    ],
  });
  render(
    <Provider value={scope}>
      <DatingPaywall source="dating-block" />
    </Provider>,
  );
}

const subscription = (paid: boolean) => ({
  idSubscription: 1,
  isSubscriptionPaid: paid,
  subscriptionStatusText: '',
  subscriptionId: 'site_month_577',
  paidUntil: null,
  autoRenew: paid,
});

it('asks a visitor without premium to subscribe, with a link to /subscription', () => {
  renderWith({ status: 'authenticated', user: { id: 1 } as User, subscription: subscription(false) });
  expect(screen.getByRole('heading')).toHaveTextContent('ОФОРМИ ПОДПИСКУ, ЧТОБЫ ЗНАКОМИТЬСЯ');
  expect(screen.getByText('Доступно только по подписке')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Оформить подписку' }).getAttribute('href')).toMatch(
    /^\/subscription\?.*utm_content=dating-block/,
  );
});

it('sends a premium user to the app with the iOS and Android badges', () => {
  renderWith({ status: 'authenticated', user: { id: 1 } as User, subscription: subscription(true) });
  expect(screen.getByRole('heading')).toHaveTextContent('Скачай приложение, чтобы знакомиться');
  expect(screen.getByText('Доступно только в приложении')).toBeInTheDocument();
  const stores = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(stores).toEqual(['https://apps.test/ios', 'https://apps.test/android']);
});

it('hides the badge of a store the config has no link for', () => {
  renderWith({ status: 'authenticated', user: { id: 1 } as User, subscription: subscription(true) }, {
    appStores: { android: 'https://apps.test/android' },
  } as RuntimeConfig);
  const stores = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(stores).toEqual(['https://apps.test/android']);
});
