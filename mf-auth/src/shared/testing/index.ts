import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';

/**
 * Enter on the focused button named `name`: the browser clicks it. A click rather than user-event's keyboard,
 * whose run outside React's act() would let the focus effects' store updates warn.
 */
export async function pressEnterOn(name: string): Promise<void> {
  const button = screen.getByRole('button', { name });
  expect(button).toHaveFocus();
  await act(async () => {
    fireEvent.click(button);
  });
}
