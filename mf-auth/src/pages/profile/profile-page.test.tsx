import {
  $session,
  DEFAULT_CITY,
  loadSessionFx,
  NO_PERSONAL_LISTS,
  type PageParcelProps,
  type ParcelLoader,
  type Profile,
  registerParcelLoader,
  type User,
} from '@kaver/shared-contracts';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { saveProfileFx } from '../../features/edit-profile/model';
import { pressEnterOn } from '../../shared/testing';
import { ProfilePage } from './profile-page';

// The calendar feed calls the API on mount; it is not what these tests are about.
jest.mock('@kaver/shared-contracts/ui/calendar-feed', () => ({ CalendarFeedPanel: () => null }));

const props: PageParcelProps = {
  route: { name: 'profile', path: '/profile', params: {}, query: {} },
  city: DEFAULT_CITY,
  routeCity: null,
};
const user = { id: 1, firstName: 'Анна', birthDt: '01.02.1990', gender: 'female', idCity: 1 } as User;

/** mf-dating-subscription's status block as a parcel: it shows its status text. */
const subscriptionStatusParcel = {
  bootstrap: async () => {},
  mount: async (props: unknown) => {
    (props as { domElement: HTMLElement }).domElement.textContent = 'Премиум не подключён';
  },
  unmount: async () => {},
};

/** Every remote is down; mf-dating-subscription comes back when `subscriptionBack()` says so. */
function remotesDown() {
  let subscriptionUp = false;
  const loader = jest.fn<ReturnType<ParcelLoader>, Parameters<ParcelLoader>>(async (remote) => {
    if (remote === 'mf_dating_subscription' && subscriptionUp) return subscriptionStatusParcel;
    throw new Error(`${remote} is down`);
  });
  registerParcelLoader(loader);
  return {
    loader,
    subscriptionBack: () => {
      subscriptionUp = true;
    },
  };
}

function renderProfile() {
  const scope = fork({
    values: [[$session, { status: 'authenticated', user, subscription: null }]],
    handlers: [
      [saveProfileFx, async () => ({}) as Profile],
      [loadSessionFx, async () => ({ user, subscription: null, personal: NO_PERSONAL_LISTS })],
    ],
  });
  render(
    <Provider value={scope}>
      <ProfilePage {...props} />
    </Provider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ProfilePage by keyboard', () => {
  it('«Редактировать» gives the focus to the first field; «Отмена» and «Сохранить» give it back', async () => {
    remotesDown();
    renderProfile();
    const edit = () => screen.getByRole('button', { name: 'Редактировать' });

    edit().focus();
    await pressEnterOn('Редактировать');
    expect(screen.getByLabelText('Имя')).toHaveFocus();

    screen.getByRole('button', { name: 'Отмена' }).focus();
    await pressEnterOn('Отмена');
    expect(edit()).toHaveFocus();

    await pressEnterOn('Редактировать');
    screen.getByRole('button', { name: 'Сохранить' }).focus();
    await pressEnterOn('Сохранить');
    expect(screen.getByText('Профиль сохранён')).toBeInTheDocument();
    expect(edit()).toHaveFocus();
  });
});

describe('ProfilePage with mf-dating-subscription down', () => {
  it('offers «Попробовать ещё раз», which loads the subscription block again', async () => {
    const { loader, subscriptionBack } = remotesDown();
    renderProfile();
    const fallback = await screen.findByText('Состояние подписки сейчас недоступно. Загляни чуть позже.');
    expect(fallback.closest('[role="alert"]')).not.toBeNull();

    subscriptionBack();
    screen.getByRole('button', { name: 'Попробовать ещё раз' }).focus();
    await pressEnterOn('Попробовать ещё раз');
    // The button has gone with the fallback: the section keeps the focus.
    expect(screen.getByRole('region', { name: 'Подписка' })).toHaveFocus();
    expect(await screen.findByText('Премиум не подключён')).toBeInTheDocument();
    expect(screen.queryByText(/Состояние подписки сейчас недоступно/)).toBeNull();
    const subscriptionLoads = loader.mock.calls.filter(([remote]) => remote === 'mf_dating_subscription');
    expect(subscriptionLoads).toEqual([
      ['mf_dating_subscription', './subscription-status'],
      ['mf_dating_subscription', './subscription-status'],
    ]);
  });
});
