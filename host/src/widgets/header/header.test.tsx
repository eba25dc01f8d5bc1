/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Header } from './header';

/** The header's section links as rendered at `path`: label and its aria-current ('page', 'true', or none). */
function sectionsAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  const html = renderToString(<RouterProvider router={router} />);
  const nav = /<nav[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, label]) => [
    label,
    /aria-current="(\w+)"/.exec(attributes ?? '')?.[1] ?? false,
  ]);
}

const current = (path: string) =>
  sectionsAt(path).flatMap(([label, isCurrent]) => (isCurrent ? [label] : []));

describe('the header', () => {
  it("says which section the page is in: the section's own page, or a page in it", () => {
    expect(sectionsAt('/moscow/blog')).toEqual([
      ['Афиша', false],
      ['Места', false],
      ['Журнал', 'page'],
      ['Знакомства', false],
    ]);
    // A page in the section is not the section's page itself.
    expect(sectionsAt('/moscow/places/gorky-park')[1]).toEqual(['Места', 'true']);
    expect(current('/moscow/events/listings/concerts')).toEqual(['Афиша']);
    expect(current('/community')).toEqual(['Знакомства']);
    expect(current('/moscow')).toEqual([]);
    expect(current('/moscow/search')).toEqual([]);
    // A path that only begins like a section's is not in it.
    expect(current('/moscow/eventsx')).toEqual([]);
  });
});
