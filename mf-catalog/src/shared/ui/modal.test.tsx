import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { cssDeclarations } from './css-declarations';
import { Modal } from './modal';

describe('modal styles', () => {
  const declarations = cssDeclarations(join(__dirname, 'modal.module.css'));
  const value = (selector: string, property: string) =>
    declarations.find((rule) => rule.selector === selector && rule.property === property && !rule.media)
      ?.value;

  test('the close button keeps its 44 px beside a title that fills its line, in every modal', () => {
    render(
      <Modal id="share" title="Очень длинный заголовок, который занимает всю строку окна" onClose={() => {}}>
        <p>…</p>
      </Modal>,
    );
    const close = within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть' });
    expect(close).toHaveClass('close');
    // A flex item of the head, beside the title: it must not give up width to it.
    expect(close.parentElement).toHaveClass('head');
    expect(value('.head', 'display')).toBe('flex');
    expect(value('.close', 'flex-shrink')).toBe('0');
    expect(value('.close', 'width')).toBe('44px');
    expect(value('.close', 'height')).toBe('44px');
  });
});
