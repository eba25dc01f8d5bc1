/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Header } from './header';

/** The header's section links as rendered at `path`: label and whether it is marked as the current page. */
function sectionsAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  const html = renderToString(<RouterProvider router={router} />);
  const nav = /<nav[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, label]) => [
    label,
    attributes?.includes('aria-current="page"') ?? false,
  ]);
}

const current = (path: string) =>
  sectionsAt(path).flatMap(([label, isCurrent]) => (isCurrent ? [label] : []));

describe('the header', () => {
  it('says which section the page is in: its own address or one under it', () => {
    expect(sectionsAt('/moscow/blog')).toEqual([
      ['Афиша', false],
      ['Места', false],
      ['Журнал', true],
      ['Знакомства', false],
    ]);
    expect(current('/moscow/events/listings/concerts')).toEqual(['Афиша']);
    expect(current('/moscow/places/gorky-park')).toEqual(['Места']);
    expect(current('/community')).toEqual(['Знакомства']);
    expect(current('/moscow')).toEqual([]);
    expect(current('/moscow/search')).toEqual([]);
  });
});
