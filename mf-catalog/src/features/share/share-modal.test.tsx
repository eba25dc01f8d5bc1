import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { cssDeclarations } from '../../shared/ui/css-declarations';
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

describe('share sheet styles', () => {
  const declarations = cssDeclarations(join(__dirname, 'share.module.css'));
  const value = (selector: string, property: string) =>
    declarations.find((rule) => rule.selector === selector && rule.property === property)?.value;

  test('two equal columns that may go below a label’s width, so the sheet fits a 320 px screen', () => {
    expect(value('.options', 'grid-template-columns')).toBe('repeat(2, minmax(0, 1fr))');
    expect(value('.option', 'min-width')).toBe('0');
    expect(value('.option', 'overflow-wrap')).toBe('anywhere');
  });
});
