import { fireEvent, render, screen } from '@testing-library/react';
import { HScroll, SCROLL_STEP_PX } from './h-scroll';

function sizeList(
  list: HTMLElement,
  { scrollLeft, clientWidth, scrollWidth }: { scrollLeft: number; clientWidth: number; scrollWidth: number },
) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  list.scrollLeft = scrollLeft;
}

it('shows the buttons only away from the ends and scrolls by 450 px', () => {
  render(
    <HScroll label="Анкеты">
      <li>Анна</li>
    </HScroll>,
  );
  const list = screen.getByRole('list', { name: 'Анкеты' });
  expect(screen.queryByRole('button')).toBeNull();

  const scrollBy = jest.fn();
  list.scrollBy = scrollBy as never;
  sizeList(list, { scrollLeft: 0, clientWidth: 300, scrollWidth: 1200 });
  fireEvent.scroll(list);
  expect(screen.queryByRole('button', { name: 'Прокрутить назад' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Прокрутить вперёд' }));
  expect(scrollBy).toHaveBeenCalledWith({ left: SCROLL_STEP_PX, behavior: 'smooth' });

  sizeList(list, { scrollLeft: 900, clientWidth: 300, scrollWidth: 1200 });
  fireEvent.scroll(list);
  expect(screen.queryByRole('button', { name: 'Прокрутить вперёд' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Прокрутить назад' }));
  expect(scrollBy).toHaveBeenLastCalledWith({ left: -SCROLL_STEP_PX, behavior: 'smooth' });
});
