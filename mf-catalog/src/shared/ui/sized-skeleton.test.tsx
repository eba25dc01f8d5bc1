import { render, screen } from '@testing-library/react';
import { sizedSkeleton } from './sized-skeleton';

const placeholders = () => screen.queryByRole('status', { name: 'Загружаем' })?.children.length ?? 0;

describe('sizedSkeleton', () => {
  test('a list the session says is empty shows its empty state at once', () => {
    render(<div>{sizedSkeleton(0, 20, <p>Пока нет избранных событий</p>)}</div>);
    expect(screen.getByText('Пока нет избранных событий')).toBeInTheDocument();
    expect(placeholders()).toBe(0);
  });

  test('a known list takes the room of its cards, up to a page; an unknown one three', () => {
    const { unmount } = render(<div>{sizedSkeleton(2, 20, null)}</div>);
    expect(placeholders()).toBe(2);
    unmount();
    const page = render(<div>{sizedSkeleton(45, 20, null)}</div>);
    expect(placeholders()).toBe(20);
    page.unmount();
    render(<div>{sizedSkeleton(null, 20, null)}</div>);
    expect(placeholders()).toBe(3);
  });
});
