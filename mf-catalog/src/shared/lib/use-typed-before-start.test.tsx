import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeStart } from './use-typed-before-start';

function Field({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(field, text, setText);
  return (
    <>
      <input ref={field} aria-label="Запрос" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

/** Renders on the "server", lets the visitor type `typed` (if any), then hydrates. */
async function hydrateAfterTyping(initial: string, typed?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field initial={initial} />);
  document.body.append(container);
  const input = container.querySelector('input') as HTMLInputElement;
  if (typed !== undefined) input.value = typed;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, <Field initial={initial} />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { input, output: container.querySelector('output') as HTMLOutputElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTypedBeforeStart', () => {
  test('the state takes up text typed into the server-rendered field before hydration', async () => {
    const { input, output } = await hydrateAfterTyping('', 'бар');
    expect(output.textContent).toBe('бар');
    expect(input.value).toBe('бар');
  });

  test('a field nobody typed into keeps the rendered value', async () => {
    const { input, output } = await hydrateAfterTyping('джаз');
    expect(output.textContent).toBe('джаз');
    expect(input.value).toBe('джаз');
  });
});
