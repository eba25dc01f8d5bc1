/** @jest-environment node */
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { cssDeclarations } from './css-declarations';
import { HorizontalList, scrollEdges } from './horizontal-list';

describe('scrollEdges', () => {
  test('at the start only the forward button is wanted', () => {
    expect(scrollEdges(0, 300, 1000)).toEqual({ atStart: true, atEnd: false });
  });
  test('in the middle both', () => {
    expect(scrollEdges(450, 300, 1000)).toEqual({ atStart: false, atEnd: false });
  });
  test('at the end only the back button (fractional pixels forgiven)', () => {
    expect(scrollEdges(699.5, 300, 1000)).toEqual({ atStart: false, atEnd: true });
  });
  test('a row that fits needs none', () => {
    expect(scrollEdges(0, 1000, 1000)).toEqual({ atStart: true, atEnd: true });
  });
});

describe('HorizontalList', () => {
  const rowClass = (onFirstScreen?: boolean) =>
    /<ul class="([^"]*)"/.exec(
      renderToString(
        <HorizontalList title="Сегодня" onFirstScreen={onFirstScreen}>
          <a href="/moscow/events/dzhazovyy-vecher-moscow-9">Джазовый вечер</a>
        </HorizontalList>,
      ),
    )?.[1];

  test('a row below the first screen is rendered when it comes near it (content-visibility)', () => {
    expect(rowClass()).toBe('row belowTheFold');
  });
  test("a first screen's row is laid out with the page: no estimate, no shift when it is shown", () => {
    expect(rowClass(true)).toBe('row');
  });
});

describe('HorizontalList styles', () => {
  test('the arrows move the row by exactly 450 px: cards snap only where there are no arrows', () => {
    const declarations = cssDeclarations(join(__dirname, 'horizontal-list.module.css'));
    const noArrows = declarations.find(
      ({ selector, property, value }) => selector === '.arrow' && property === 'display' && value === 'none',
    )?.media;
    expect(noArrows).toBe('@media (max-width: 767px)');
    const snapping = declarations.filter(({ property }) => property === 'scroll-snap-type');
    expect(snapping).toEqual([expect.objectContaining({ media: noArrows, value: 'x mandatory' })]);
  });
  test('the arrows glide the row only where motion is welcome: a jump under reduced motion', () => {
    const declarations = cssDeclarations(join(__dirname, 'horizontal-list.module.css'));
    expect(declarations.filter(({ property }) => property === 'scroll-behavior')).toEqual([
      {
        media: '@media (prefers-reduced-motion: no-preference)',
        selector: '.row',
        property: 'scroll-behavior',
        value: 'smooth',
      },
    ]);
  });
});
