import { ApiError } from '@kaver/shared-contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';

/**
 * Enter on the focused button named `name` (the one in `container`, where the page has more): the browser clicks
 * it. A click rather than user-event's keyboard, whose run outside React's act() would let the focus effects'
 * store updates warn.
 */
export async function pressEnterOn(name: string, container?: HTMLElement): Promise<void> {
  const button = (container ? within(container) : screen).getByRole('button', { name });
  expect(button).toHaveFocus();
  await act(async () => {
    fireEvent.click(button);
  });
}

/** The API's refusal of DELETE /user after a sign-in older than 5 minutes (api/src/routes/profile.ts). */
export const freshSignInRefusal = () =>
  new ApiError({ status: 403, code: 'fresh_sign_in_required', message: 'x', method: 'DELETE', url: '/user' });

/** What the API clients throw when no answer came (status 0): the network is down. */
export const networkFailure = (method = 'POST', url = '/') =>
  new ApiError({ status: 0, code: 'network_error', message: 'x', method, url, isNetworkError: true });
