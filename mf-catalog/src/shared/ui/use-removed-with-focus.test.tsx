import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useRemovedWithFocus } from './use-removed-with-focus';

function Control({ removed }: { removed: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useRemovedWithFocus(ref, removed);
  return (
    <button ref={ref} type="button">
      В календарь
    </button>
  );
}

function View({ shown, removed }: { shown: boolean; removed: () => void }) {
  return (
    <>
      <button type="button">Поделиться</button>
      {shown && <Control removed={removed} />}
    </>
  );
}

describe('useRemovedWithFocus', () => {
  test('says so when the element goes with the focus', () => {
    const removed = jest.fn();
    const { rerender } = render(<View shown removed={removed} />);
    act(() => screen.getByRole('button', { name: 'В календарь' }).focus());
    // A new callback is no removal.
    rerender(<View shown removed={() => removed()} />);
    expect(removed).not.toHaveBeenCalled();
    rerender(<View shown={false} removed={removed} />);
    expect(removed).toHaveBeenCalledTimes(1);
  });

  test('says nothing when the focus is elsewhere', () => {
    const removed = jest.fn();
    const { rerender } = render(<View shown removed={removed} />);
    act(() => screen.getByRole('button', { name: 'Поделиться' }).focus());
    rerender(<View shown={false} removed={removed} />);
    expect(removed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Поделиться' })).toHaveFocus();
  });
});
