import { render, screen, within } from '@testing-library/react';
import { ShareModal } from './share-modal';

describe('share modal', () => {
  test('every network is a link named in Russian, with its own drawn mark hidden from screen readers', () => {
    render(<ShareModal url="https://kaver.ru/kazan/events/jazz" title="Джаз" onClose={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Хочу поделиться через' }));
    const names = ['ВКонтакте', 'Telegram', 'WhatsApp', 'Viber', 'Одноклассники'];
    const marks = new Set<string>();
    for (const name of names) {
      const link = dialog.getByRole('link', { name: `Поделиться через ${name}` });
      expect(link).toHaveTextContent(name);
      const svg = link.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      marks.add(svg?.innerHTML ?? '');
    }
    expect(marks.size).toBe(names.length);
    expect(dialog.getByRole('link', { name: 'Поделиться через Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/share/url?url=https%3A%2F%2Fkaver.ru%2Fkazan%2Fevents%2Fjazz&text=%D0%94%D0%B6%D0%B0%D0%B7',
    );
    expect(dialog.getByRole('button', { name: 'Ссылка' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});
