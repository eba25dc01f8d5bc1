import { type DatingProfile, DEFAULT_CITY, type Page } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadEventProfilesFx } from '../../entities/dating-profile/model';
import { datingProfile } from '../../shared/testing';
import { DatingBlock } from './dating-block';

const page: Page<DatingProfile> = {
  items: [datingProfile(1, { name: 'Ксения', age: 24 })],
  page: 1,
  perPage: 15,
  total: 1,
  totalPages: 1,
};

it('offers a retry when the people going could not be loaded, and shows them once it works', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(page);
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  render(
    <Provider value={scope}>
      <DatingBlock eventId={7} city={DEFAULT_CITY} />
    </Provider>,
  );
  const retry = await screen.findByRole('button', { name: 'Повторить' });
  expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить анкеты.');

  await act(async () => {
    fireEvent.click(retry);
  });
  expect(load).toHaveBeenLastCalledWith({ eventId: 7, city: DEFAULT_CITY.alias, page: 1 });
  expect(await screen.findByText('Ксения, 24')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
