import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDialogKeys } from './use-dialog-keys';

function Dialog({ onEscape, autofocus = false }: { onEscape?: () => void; autofocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogKeys(ref, onEscape);
  return (
    <div ref={ref} role="dialog" tabIndex={-1} onKeyDown={onKeyDown}>
      <button type="button">Первая</button>
      <input aria-label="Поле" data-autofocus={autofocus ? '' : undefined} />
      <button type="button" hidden>
        Скрытая
      </button>
      <button type="button">Последняя</button>
    </div>
  );
}

describe('useDialogKeys', () => {
  it('moves focus in on open, to [data-autofocus] when marked, and back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Dialog autofocus />);
    expect(screen.getByLabelText('Поле')).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('does not take focus back on close from what took it meanwhile (the next dialog)', () => {
    const opener = document.createElement('button');
    const next = document.createElement('button');
    document.body.append(opener, next);
    opener.focus();
    const { unmount } = render(<Dialog />);
    next.focus();
    unmount();
    expect(next).toHaveFocus();
    opener.remove();
    next.remove();
  });

  it('moves focus in and back without scrolling the page (focusing a sticky header link scrolls it)', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const { unmount } = render(<Dialog />);
    unmount();
    expect(focus.mock.contexts.at(-1)).toBe(opener);
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }], [{ preventScroll: true }]]);
    focus.mockRestore();
    opener.remove();
  });

  it('gives focus back to what took the place of an opener that went (by its id), not to <body>', () => {
    // The header's «Войти», replaced by the profile link while the login dialog was open.
    const opener = Object.assign(document.createElement('a'), { href: '#login', id: 'account-link' });
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Dialog />);
    opener.remove();
    const profile = Object.assign(document.createElement('a'), { href: '/profile', id: 'account-link' });
    document.body.append(profile);
    unmount();
    expect(profile).toHaveFocus();
    profile.remove();
  });

  it('keeps Tab and Shift+Tab inside, skipping hidden elements', () => {
    render(<Dialog />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    const last = screen.getByRole('button', { name: 'Последняя' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Первая' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Первая' }), { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape only when the dialog can be closed', () => {
    const onEscape = jest.fn();
    const { unmount } = render(<Dialog onEscape={onEscape} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
    render(<Dialog />);
    expect(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })).not.toThrow();
  });
});
