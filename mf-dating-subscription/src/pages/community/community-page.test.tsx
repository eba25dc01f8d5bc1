import { findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadCityProfilesFx } from '../../entities/dating-profile/model';
import { datingProfile } from '../../shared/testing';
import { CommunityPage } from './community-page';
import { communityStarted } from './model';

const props: PageParcelProps = {
  route: { name: 'community', path: '/community', params: {}, query: {} },
  city: findCityByAlias('kazan')!,
  routeCity: null,
};

it("says when the city's profiles could not be loaded, and shows them after «Повторить»", async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValue([datingProfile(1, { name: 'Ксения', age: 24 })]);
  const scope = fork({ handlers: [[loadCityProfilesFx, load]] });
  await allSettled(communityStarted, { scope, params: props });
  render(
    <Provider value={scope}>
      <CommunityPage {...props} />
    </Provider>,
  );
  const section = screen.getByRole('region', { name: 'Знакомства' });
  expect(section.querySelector('[role="alert"]')).toHaveTextContent('Не удалось загрузить анкеты.');

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  });
  expect(load).toHaveBeenLastCalledWith('kazan');
  expect(await screen.findByText('Ксения, 24')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  // The button went with the alert: the focus waits on the section's heading, not on the page's body.
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Знакомства' }));
});
