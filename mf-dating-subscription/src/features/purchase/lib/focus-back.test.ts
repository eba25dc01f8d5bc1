import { focusedElement, focusFirstOnPage } from './focus-back';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('giving the focus back after a sign-in given up', () => {
  it('knows what had the focus, and nothing when it was the page body', () => {
    const card = document.body.appendChild(document.createElement('button'));
    expect(focusedElement()).toBeNull();
    card.focus();
    expect(focusedElement()).toBe(card);
  });

  it('focuses the first element still on the page: the purchase button gone with the offer, the card', () => {
    const gone = document.createElement('button');
    const card = document.body.appendChild(document.createElement('button'));
    focusFirstOnPage([gone, null, card]);
    expect(document.activeElement).toBe(card);
  });

  it('leaves the focus alone when none is on the page', () => {
    focusFirstOnPage([document.createElement('button'), null]);
    expect(document.activeElement).toBe(document.body);
  });
});
