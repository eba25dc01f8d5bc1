import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { cssDeclarations } from './css-declarations';
import { HorizontalList, SCROLL_STEP_PX } from './horizontal-list';

/** A row 1000 px wide in a 300 px window, scrolled to `left`, as the browser would measure it. */
function scrolledTo(row: HTMLElement, left: number) {
  Object.defineProperties(row, {
    clientWidth: { configurable: true, value: 300 },
    scrollWidth: { configurable: true, value: 1000 },
    scrollLeft: { configurable: true, value: left },
  });
  fireEvent.scroll(row);
}

function renderRow() {
  render(
    <HorizontalList title="Сегодня">
      <a href="/moscow/events/dzhazovyy-vecher-moscow-9">Джазовый вечер</a>
      <a href="/moscow/events/sving-vecherinka-moscow-39">Свинг-вечеринка</a>
    </HorizontalList>,
  );
  const row = screen.getByRole('list');
  const back = () => screen.queryByRole('button', { name: 'Прокрутить назад' });
  const forward = () => screen.queryByRole('button', { name: 'Прокрутить вперёд' });
  return { row, back, forward };
}

describe('HorizontalList arrows and the keyboard', () => {
  test('a row that fits has no arrows', () => {
    const { back, forward } = renderRow();
    expect(back()).toBeNull();
    expect(forward()).toBeNull();
  });

  test('the focused arrow stays where the row ends, disabled, so the focus does not fall to <body>', () => {
    const { row, back, forward } = renderRow();
    scrolledTo(row, 0);
    expect(forward()).toHaveAttribute('aria-disabled', 'false');
    expect(back()).toHaveAttribute('aria-disabled', 'true');

    forward()!.focus();
    scrolledTo(row, SCROLL_STEP_PX);
    expect(back()).toHaveAttribute('aria-disabled', 'false');
    scrolledTo(row, 700);
    expect(forward()).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(forward());

    back()!.focus();
    scrolledTo(row, 0);
    expect(back()).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(back());
  });

  test('a press scrolls the row by the step', () => {
    const { row, forward } = renderRow();
    const scrollBy = jest.fn();
    row.scrollBy = scrollBy;
    scrolledTo(row, 0);
    fireEvent.click(forward()!);
    expect(scrollBy).toHaveBeenCalledWith(SCROLL_STEP_PX, 0);
  });

  test('a disabled arrow is hidden (SPEC.md 2.7: none at the ends), except while the keyboard is on it', () => {
    const declarations = cssDeclarations(join(__dirname, 'horizontal-list.module.css'));
    expect(declarations).toContainEqual(
      expect.objectContaining({
        selector: '.arrow[aria-disabled="true"]:not(:focus-visible)',
        property: 'display',
        value: 'none',
      }),
    );
  });
});
