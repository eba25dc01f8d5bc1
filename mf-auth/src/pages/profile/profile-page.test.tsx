import {
  $session,
  DEFAULT_CITY,
  loadSessionFx,
  NO_PERSONAL_LISTS,
  onboardingRequested,
  type PageParcelProps,
  type ParcelLoader,
  type Profile,
  type RemoteName,
  registerParcelLoader,
  type User,
} from '@kaver/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import { createWatch, fork } from 'effector';
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

/** A block as a parcel: it shows the text `show` gives for its props. */
const parcelShowing = (show: (props: Record<string, unknown>) => string) => ({
  bootstrap: async () => {},
  mount: async (props: unknown) => {
    const { domElement, ...own } = props as { domElement: HTMLElement };
    domElement.textContent = show(own);
  },
  unmount: async () => {},
});
const parcels: Partial<Record<RemoteName, ReturnType<typeof parcelShowing>>> = {
  mf_dating_subscription: parcelShowing(() => 'Премиум не подключён'),
  mf_catalog: parcelShowing(({ kind, part }) => `Блок ${kind ?? part}`),
};

/** Every remote is down until `back(remote)` says it is up again. */
function remotesDown() {
  const up = new Set<RemoteName>();
  const loader = jest.fn<ReturnType<ParcelLoader>, Parameters<ParcelLoader>>(async (remote) => {
    const parcel = parcels[remote];
    if (up.has(remote) && parcel) return parcel;
    throw new Error(`${remote} is down`);
  });
  registerParcelLoader(loader);
  return { loader, back: (remote: RemoteName) => up.add(remote) };
}

function renderProfile(shown: User = user) {
  const scope = fork({
    values: [[$session, { status: 'authenticated', user: shown, subscription: null }]],
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
  return scope;
}

/** A section of the profile, by its name. */
const section = (name: string) => screen.getByRole('region', { name });
const retryIn = (name: string) => within(section(name)).getByRole('button', { name: 'Попробовать ещё раз' });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ProfilePage of an account without its dating profile', () => {
  it('offers «Заполнить анкету», which opens the onboarding; an account that has it is not asked', async () => {
    remotesDown();
    const scope = renderProfile({ ...user, birthDt: null });
    const requests: unknown[] = [];
    createWatch({ unit: onboardingRequested, scope, fn: (request) => requests.push(request) });
    expect(screen.getByRole('heading', { name: 'Анкета знакомств не заполнена' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Заполнить анкету' }).focus();
    await pressEnterOn('Заполнить анкету');
    expect(requests).toEqual([{ source: 'profile' }]);
  });

  it('is not shown to an account that has been through the onboarding', () => {
    remotesDown();
    renderProfile();
    expect(screen.queryByRole('button', { name: 'Заполнить анкету' })).toBeNull();
  });
});

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
    const { loader, back } = remotesDown();
    renderProfile();
    const fallback = await screen.findByText('Состояние подписки сейчас недоступно. Загляни чуть позже.');
    expect(fallback.closest('[role="alert"]')).not.toBeNull();

    back('mf_dating_subscription');
    retryIn('Подписка').focus();
    await pressEnterOn('Попробовать ещё раз', section('Подписка'));
    // The button has gone with the fallback: the section keeps the focus.
    expect(section('Подписка')).toHaveFocus();
    expect(await screen.findByText('Премиум не подключён')).toBeInTheDocument();
    expect(screen.queryByText(/Состояние подписки сейчас недоступно/)).toBeNull();
    const subscriptionLoads = loader.mock.calls.filter(([remote]) => remote === 'mf_dating_subscription');
    expect(subscriptionLoads).toEqual([
      ['mf_dating_subscription', './subscription-status'],
      ['mf_dating_subscription', './subscription-status'],
    ]);
  });
});

describe('ProfilePage with mf-catalog down', () => {
  it('says so in the favourites and followed places, each with «Попробовать ещё раз», which loads its block again', async () => {
    const { loader, back } = remotesDown();
    renderProfile();
    for (const [name, text] of [
      ['Избранные события', 'Избранное сейчас недоступно. Загляни чуть позже.'],
      ['Избранные места', 'Избранное сейчас недоступно. Загляни чуть позже.'],
      ['Мои места', 'Подписки на места сейчас недоступны. Загляни чуть позже.'],
      ['Новое в твоих местах', 'Подписки на места сейчас недоступны. Загляни чуть позже.'],
    ] as const) {
      const fallback = await within(section(name)).findByText(text);
      expect(fallback.closest('[role="alert"]')).not.toBeNull();
      expect(retryIn(name)).toBeInTheDocument();
    }

    back('mf_catalog');
    const catalogLoads = () => loader.mock.calls.filter(([remote]) => remote === 'mf_catalog').length;
    const before = catalogLoads();
    retryIn('Мои места').focus();
    await pressEnterOn('Попробовать ещё раз', section('Мои места'));
    // The button has gone with the fallback: the section keeps the focus while its block loads.
    expect(section('Мои места')).toHaveFocus();
    expect(await within(section('Мои места')).findByText('Блок places')).toBeInTheDocument();
    expect(catalogLoads()).toBe(before + 1);
    // Only the section asked loads again.
    expect(retryIn('Новое в твоих местах')).toBeInTheDocument();

    retryIn('Избранные события').focus();
    await pressEnterOn('Попробовать ещё раз', section('Избранные события'));
    expect(section('Избранные события')).toHaveFocus();
    expect(await within(section('Избранные события')).findByText('Блок events')).toBeInTheDocument();
    expect(within(section('Избранные события')).queryByText(/недоступно/)).toBeNull();
  });
});
