import { act, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createResource } from '../../shared/lib/create-resource';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import { RowView } from './row-view';

/** A row whose answers the test gives one by one. */
function row() {
  const answers: { resolve: (titles: string[]) => void; reject: (error: unknown) => void }[] = [];
  const resource = createResource(
    (_city: string) =>
      new Promise<string[]>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  const scope = fork();
  render(
    <Provider value={scope}>
      <main>
        <RowView title="Популярные места" resource={resource} skeleton={null} testId="city-places">
          {(titles) => (
            <HorizontalList title="Популярные места" testId="city-places">
              {titles.map((title) => (
                <a key={title} href={`/moscow/places/${title}`}>
                  {title}
                </a>
              ))}
            </HorizontalList>
          )}
        </RowView>
      </main>
    </Provider>,
  );
  let loading: Promise<unknown> = Promise.resolve();
  act(() => {
    loading = allSettled(resource.load, { scope, params: 'moscow' });
  });
  const settle = (give: (last: (typeof answers)[number]) => void) =>
    act(async () => {
      give(answers.at(-1)!);
      await allSettled(scope);
      await loading;
    });
  return { settle };
}

describe('RowView', () => {
  test('failed, the row keeps its heading above the error; retried, the row comes with the focus on it', async () => {
    const { settle } = row();
    expect(screen.queryByRole('heading')).toBeNull();
    await settle((last) => last.reject(new Error('500')));
    const section = screen.getByTestId('city-places');
    expect(section.querySelector('h2')).toHaveTextContent('Популярные места');
    expect(section).toContainElement(screen.getByTestId('error-state'));

    const retry = screen.getByRole('button', { name: 'Попробовать ещё раз' });
    retry.focus();
    fireEvent.click(retry);
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('heading', { name: 'Популярные места' })).toBeInTheDocument();
    await settle((last) => last.resolve(['Ласточка']));
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ласточка' })).toBeInTheDocument();
    // The focus does not fall to <body> with the retry button: it goes to the row's heading.
    expect(screen.getByRole('heading', { name: 'Популярные места' })).toHaveFocus();
  });
});
