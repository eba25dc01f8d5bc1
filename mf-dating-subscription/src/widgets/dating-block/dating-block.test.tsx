import { type DatingProfile, DEFAULT_CITY, type Page } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { loadEventProfilesFx } from '../../entities/dating-profile/model';
import { datingProfile } from '../../shared/testing';
import { DatingBlock, MORE_PROFILES_FAILED_TEXT } from './dating-block';

const page: Page<DatingProfile> = {
  items: [datingProfile(1, { name: 'Ксения', age: 24 })],
  page: 1,
  perPage: 15,
  total: 1,
  totalPages: 1,
};

/** Two pages of one profile each: «Ещё 1» after the first, gone after the second. */
const first: Page<DatingProfile> = { ...page, perPage: 1, total: 2, totalPages: 2 };
const second: Page<DatingProfile> = {
  ...first,
  items: [datingProfile(2, { name: 'Марк', age: 27 })],
  page: 2,
};

function renderBlock(scope: Scope) {
  render(
    <Provider value={scope}>
      <DatingBlock eventId={7} city={DEFAULT_CITY} />
    </Provider>,
  );
}

it('offers a retry when the people going could not be loaded, and shows them once it works', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(page);
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  renderBlock(scope);
  const retry = await screen.findByRole('button', { name: 'Повторить' });
  expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить анкеты.');

  await act(async () => {
    fireEvent.click(retry);
  });
  expect(load).toHaveBeenLastCalledWith({ eventId: 7, city: DEFAULT_CITY.alias, page: 1 });
  expect(await screen.findByText('Ксения, 24')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Знакомства на событии' }));
});

it('shows «Ещё N» busy while the next page loads, and a failure to load it with a retry', async () => {
  let release: () => void = () => undefined;
  const load = jest.fn(async ({ page: n }: { page: number }) => {
    if (n === 1) return first;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    if (load.mock.calls.length === 2) throw new Error('network');
    return second;
  });
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  renderBlock(scope);
  const more = await screen.findByRole('button', { name: 'Ещё 1' });
  expect(more).not.toHaveAttribute('aria-busy');

  await act(async () => {
    fireEvent.click(more);
  });
  // Busy, with the same name (and size: the spinner is out of the flow).
  expect(screen.getByRole('button', { name: 'Ещё 1' })).toBe(more);
  expect(more).toHaveAttribute('aria-disabled', 'true');
  expect(more).toHaveAttribute('aria-busy', 'true');
  await act(async () => {
    fireEvent.click(more);
  });
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => release());
  expect(more).not.toHaveAttribute('aria-disabled');
  expect(more).not.toHaveAttribute('aria-busy');
  expect(screen.getByRole('alert')).toHaveTextContent(MORE_PROFILES_FAILED_TEXT);
  expect(screen.getByText('Ксения, 24')).toBeInTheDocument();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(more).toHaveAttribute('aria-busy', 'true');
  // «Повторить» went with the alert: the focus is back on the tile that loads.
  expect(document.activeElement).toBe(more);
  await act(async () => release());
  expect(load).toHaveBeenLastCalledWith({ eventId: 7, city: DEFAULT_CITY.alias, page: 2 });
  expect(screen.getByText('Марк, 27')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Ещё/ })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Марк, 27: открыть анкету' }));
});

it('moves the focus to the first new card when «Ещё» brought the last page and went away', async () => {
  const load = jest.fn(async ({ page: n }: { page: number }) => (n === 1 ? first : second));
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  renderBlock(scope);
  const more = await screen.findByRole('button', { name: 'Ещё 1' });
  more.focus();
  await act(async () => {
    fireEvent.click(more);
  });
  expect(screen.queryByRole('button', { name: /^Ещё/ })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Марк, 27: открыть анкету' }));
});

it('keeps the line of «Идут N человек» while the people going load, then shows the count there', async () => {
  let release: () => void = () => undefined;
  const load = jest.fn(async () => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return page;
  });
  const scope = fork({ handlers: [[loadEventProfilesFx, load]] });
  renderBlock(scope);
  const header = screen.getByRole('heading', { name: 'Знакомства на событии' }).parentElement as HTMLElement;
  expect(screen.getByRole('status', { name: 'Загружаем анкеты' })).toBeInTheDocument();
  // The skeleton line (hidden from screen readers, which hear the status) where the count will be.
  const skeleton = header.querySelector('.countSkeleton');
  expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  expect(header.children).toHaveLength(2);

  await act(async () => release());
  expect(header.querySelector('.countSkeleton')).toBeNull();
  expect(header.children).toHaveLength(2);
  expect(header.children[1]).toHaveTextContent('Идёт 1 человек');
});
