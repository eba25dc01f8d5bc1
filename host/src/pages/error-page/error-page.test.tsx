/** @jest-environment node */
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** The error page's links, as `text → attributes`. */
function linksOfErrorPageAt(path: string, statusCode: number, message: string) {
  const html = renderToStaticMarkup(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={[path]}>
        <ErrorPage error={{ statusCode, message }} />
      </MemoryRouter>
    </Provider>,
  );
  return Object.fromEntries(
    [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes = '', text = '']) => [
      text,
      attributes,
    ]),
  );
}

describe('the error page', () => {
  it.each([
    [503, 'Нет связи с сервером. Проверь интернет и попробуй ещё раз.'],
    [502, 'Сервер сейчас не отвечает. Попробуй ещё раз через минуту.'],
    [429, 'Слишком много запросов. Попробуй через минуту'],
  ])('offers to try the same address again after a failure that may pass (%i)', (status, message) => {
    const links = linksOfErrorPageAt('/moscow/events/concert?from=list', status, message);
    expect(Object.keys(links)).toEqual(['Вернуться на главную', 'Попробовать ещё раз']);
    expect(links['Вернуться на главную']).toContain('href="/"');
    // The same address loaded anew by the browser, not replayed from the router's state.
    expect(links['Попробовать ещё раз']).toContain('href="/moscow/events/concert?from=list"');
    expect(links['Попробовать ещё раз']).toContain('data-full-reload=""');
  });

  it('offers only the way home when the page does not exist', () => {
    const links = linksOfErrorPageAt('/moscow/events/nope', 404, 'Page Not Found: /moscow/events/nope');
    expect(Object.keys(links)).toEqual(['Вернуться на главную']);
  });
});
