import { act, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { OneTapHandlers, VkIdSignIn } from '../lib';
import { $vkSignIn, loadedDelayFx, loadTimeoutFx, type OneTapTimer } from '../model';
import { VkIdButton } from './vkid-button';

/** What @vkid/sdk puts into the container: its markup and an <iframe> with no title. */
function sdkMarkup(container: HTMLElement) {
  const widget = document.createElement('div');
  widget.innerHTML = '<div class="VkIdWebSdk__button"></div><iframe width="100%" height="100%"></iframe>';
  container.replaceChildren(widget);
}

describe('VkIdButton', () => {
  it('gives the one-tap frame of VK ID an accessible name, a frame rendered again too', async () => {
    let handlers: OneTapHandlers | null = null;
    let container: HTMLElement | null = null;
    const vk = {
      pkce: { state: 's', codeVerifier: 'v', redirectUrl: 'https://kaver.ru/' },
      redirectOnly: false,
      renderOneTap: (element: HTMLElement, given: OneTapHandlers) => {
        container = element;
        handlers = given;
        sdkMarkup(element);
        return () => element.replaceChildren();
      },
      loginInWindow: jest.fn(),
      loginByRedirect: jest.fn(),
    } as unknown as VkIdSignIn;
    const scope = fork({
      values: [[$vkSignIn, vk]],
      handlers: [
        [loadTimeoutFx, () => new Promise(() => undefined)],
        [loadedDelayFx, async ({ render }: OneTapTimer) => render],
      ],
    });
    render(
      <Provider value={scope}>
        <VkIdButton />
      </Provider>,
    );
    await act(async () => (handlers as OneTapHandlers | null)?.onLoad());
    const frame = screen.getByTestId('vkid-one-tap').querySelector('iframe');
    expect(frame).toHaveAttribute('title', 'Войти с VK ID');
    expect(screen.getByTitle('Войти с VK ID')).toBe(frame);

    // The SDK draws its widget again (a new frame): that one is named as well.
    await act(async () => sdkMarkup(container as unknown as HTMLElement));
    const again = screen.getByTestId('vkid-one-tap').querySelector('iframe');
    expect(again).not.toBe(frame);
    expect(again).toHaveAttribute('title', 'Войти с VK ID');
  });
});
