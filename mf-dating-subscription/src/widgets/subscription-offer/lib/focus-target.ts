/** Where focus goes in a view of the offer: its `[data-autofocus]` control (the email field), else the view itself. */
export function focusTargetIn(view: HTMLElement | null): HTMLElement | null {
  return view?.querySelector<HTMLElement>('[data-autofocus]') ?? view;
}
