import {
  $runtimeConfig,
  DEFAULT_CITY,
  type PageMeta,
  type PageParcelProps,
  pageMetaChanged,
  type RuntimeConfig,
  type User,
} from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import {
  $draft,
  $isEditing,
  $saved,
  editStarted,
  fieldChanged,
  saveClicked,
  saveProfileFx,
} from '../../features/edit-profile/model';
import { profileShown, profileStarted } from './model';

const props: PageParcelProps = {
  route: { name: 'profile', path: '/profile', params: {}, query: {} },
  city: DEFAULT_CITY,
  routeCity: null,
};
const user = { id: 1, firstName: 'Анна', birthDt: '01.02.1990', gender: 'female', idCity: 1 } as User;

describe('/profile: profileStarted', () => {
  it('keeps the profile out of search and names the brand', async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const scope = fork({ values: [[$runtimeConfig, { brand: 'Афиша' } as RuntimeConfig]] });
    await allSettled(profileStarted, { scope, params: props });
    unwatch();
    expect(metas).toEqual([
      {
        title: 'Профиль | Афиша',
        description: expect.stringContaining('Твой профиль Афиша'),
        robots: 'noindex, nofollow',
        canonicalPath: '/profile',
      },
    ]);
  });

  it('starts with the form closed and no message of an earlier visit', async () => {
    const scope = fork({ handlers: [[saveProfileFx, async () => user]] });
    await allSettled(editStarted, { scope, params: user });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($saved)).toBe(true);
    await allSettled(editStarted, { scope, params: user });
    expect(scope.getState($isEditing)).toBe(true);

    await allSettled(profileStarted, { scope, params: props });
    expect(scope.getState($isEditing)).toBe(false);
    expect(scope.getState($saved)).toBe(false);
  });

  it('entered again while it is on screen (the header avatar on /profile) keeps the open form and what was typed', async () => {
    const scope = fork();
    await allSettled(profileStarted, { scope, params: props });
    await allSettled(profileShown, { scope, params: true });
    await allSettled(editStarted, { scope, params: user });
    await allSettled(fieldChanged, { scope, params: { firstName: 'Аннушка' } });

    await allSettled(profileStarted, { scope, params: props });
    expect(scope.getState($isEditing)).toBe(true);
    expect(scope.getState($draft).firstName).toBe('Аннушка');

    // Left for another page and come back: a new visit.
    await allSettled(profileShown, { scope, params: false });
    await allSettled(profileStarted, { scope, params: props });
    expect(scope.getState($isEditing)).toBe(false);
  });
});
