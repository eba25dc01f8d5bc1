import { fireEvent, render } from '@testing-library/react';
import { DatingCard } from './dating-card';

const TEASER = 'http://api.test/media/v1/teaser/0123456789abcdef01234567.jpg';

it('shows the teaser the API sent as it is: one file, no other sizes asked for', () => {
  const { container } = render(<DatingCard name="Анна" age={25} image={TEASER} />);
  const image = container.querySelector('img');
  expect(image).toHaveAttribute('src', TEASER);
  expect(image).not.toHaveAttribute('srcset');
  expect(container.querySelector('picture, source')).toBeNull();
  // The card's picture box keeps its size: the image fills it, whatever the file's own size.
  expect(image).toHaveAttribute('width', '160');
  expect(image).toHaveAttribute('height', '200');
  expect(container).toHaveTextContent('Анна, 25');
});

it('falls back to the initials when the teaser fails to load', () => {
  const { container } = render(<DatingCard name="Анна Петрова" image={TEASER} />);
  fireEvent.error(container.querySelector('img')!);
  expect(container.querySelector('img')).toBeNull();
  expect(container).toHaveTextContent('АП');
});
