import { findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { BlogPage } from './blog-page';
import { blogArticles, blogGuides } from './model';

const moscow = findCityByAlias('moscow')!;
const props: PageParcelProps = {
  city: moscow,
  routeCity: moscow,
  route: { name: 'city-blog', path: '/moscow/blog', params: { city: 'moscow' }, query: {} },
};

describe('blog page', () => {
  test('the articles and the guides both failed to load: one error, under «Статьи», with one retry', () => {
    const failed = new Error('Network Error');
    const scope = fork({
      values: [
        [blogArticles.$status, 'error'],
        [blogArticles.$error, failed],
        [blogGuides.$status, 'error'],
        [blogGuides.$error, failed],
      ],
    });
    render(
      <Provider value={scope}>
        <BlogPage {...props} />
      </Provider>,
    );
    const errors = screen.getAllByTestId('error-state');
    expect(errors).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Попробовать ещё раз' })).toHaveLength(1);
    // It stands in the articles' place, after their heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Статьи' }).nextElementSibling).toBe(errors[0]);
  });
});
