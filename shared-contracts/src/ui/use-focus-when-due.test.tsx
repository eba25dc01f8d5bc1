import { fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { useFocusWhenDue } from './use-focus-when-due';

/** «Открыть» gives way to a panel, as a remote's model would swap them: the panel is due the focus. */
function Swap({ byGetter = false, onMoved }: { byGetter?: boolean; onMoved?: () => void }) {
  const [open, setOpen] = useState(false);
  const [due, setDue] = useState(false);
  const [renders, setRenders] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const moved = useCallback(() => {
    onMoved?.();
    setDue(false);
  }, [onMoved]);
  useFocusWhenDue(due, byGetter ? () => document.getElementById('panel') : panel, moved);
  return (
    <>
      {open ? (
        <section ref={panel} id="panel" tabIndex={-1} aria-label="Панель" />
      ) : (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setDue(true);
          }}
        >
          Открыть
        </button>
      )}
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Обновить {renders}
      </button>
    </>
  );
}

const openButton = () => screen.getByRole('button', { name: 'Открыть' });

describe('useFocusWhenDue', () => {
  it.each([
    ['a ref', false],
    ['a getter', true],
  ])('gives the focus to what replaced the pressed control, found by %s', (_, byGetter) => {
    render(<Swap byGetter={byGetter} />);
    openButton().focus();
    fireEvent.click(openButton());
    expect(screen.getByRole('region', { name: 'Панель' })).toHaveFocus();
  });

  it('calls `moved` once, and takes the focus no more at later renders', () => {
    const onMoved = jest.fn();
    // A getter is a new function at each render: the effect runs again, and must find nothing due.
    render(<Swap byGetter onMoved={onMoved} />);
    fireEvent.click(openButton());
    expect(onMoved).toHaveBeenCalledTimes(1);
    const other = screen.getByRole('button', { name: /Обновить/ });
    other.focus();
    fireEvent.click(other);
    expect(screen.getByRole('button', { name: 'Обновить 1' })).toHaveFocus();
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus alone while nothing is due', () => {
    const onMoved = jest.fn();
    render(<Swap onMoved={onMoved} />);
    const other = screen.getByRole('button', { name: /Обновить/ });
    other.focus();
    fireEvent.click(other);
    expect(other).toHaveFocus();
    expect(onMoved).not.toHaveBeenCalled();
  });
});
