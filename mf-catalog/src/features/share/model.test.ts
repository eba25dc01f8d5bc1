import { allSettled, fork } from 'effector';
import { $copied, copiedTimeoutFx, copyFx, copyRequested } from './model';

describe('share: copy link', () => {
  test("reads 'Скопировано' until the 700 ms timeout ends", async () => {
    let release!: () => void;
    const scope = fork({
      handlers: [
        [copyFx, async () => {}],
        [copiedTimeoutFx, () => new Promise<void>((resolve) => (release = resolve))],
      ],
    });
    const run = allSettled(copyRequested, { scope, params: 'https://kaver.ru/moscow' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($copied)).toBe(true);
    release();
    await run;
    expect(scope.getState($copied)).toBe(false);
  });

  test('a clipboard failure is only logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      handlers: [
        [
          copyFx,
          async () => {
            throw new Error('denied');
          },
        ],
      ],
    });
    await allSettled(copyRequested, { scope, params: 'x' });
    expect(scope.getState($copied)).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
