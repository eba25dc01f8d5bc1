/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { BelowTheFold } from './below-the-fold';

describe('BelowTheFold', () => {
  it('sends its content whole from the server, marked as a boundary React hydrates on its own', () => {
    expect(
      renderToString(
        <main>
          <h1>Куда сходить в Москве</h1>
          <BelowTheFold>
            <section>Завтра</section>
          </BelowTheFold>
        </main>,
      ),
    ).toBe('<main><h1>Куда сходить в Москве</h1><!--$--><section>Завтра</section><!--/$--></main>');
  });
});
