// Copying the link in the share modal: the button reads 'Скопировано' for 700 ms (SPEC.md 2.7, 9);
// a clipboard failure is only logged (SPEC.md 8).
import { createEffect, createEvent, createStore, sample } from 'effector';

export const COPIED_MS = 700;

export const copyRequested = createEvent<string>();

export const copyFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});

export const copiedTimeoutFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, COPIED_MS)),
);

const logFx = createEffect((error: unknown) => console.error('[share] clipboard failed', error));

export const $copied = createStore(false)
  .on(copyFx.done, () => true)
  .on(copiedTimeoutFx.done, () => false);

sample({ clock: copyRequested, target: copyFx });
sample({ clock: copyFx.done, target: copiedTimeoutFx });
sample({ clock: copyFx.failData, target: logFx });
