import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker } from './date-picker';

// Records when the calendar module (and with it dayjs) is first loaded.
const mockLoaded = { calendar: false };
jest.mock('./calendar-popover', () => {
  mockLoaded.calendar = true;
  return jest.requireActual('./calendar-popover');
});

function Field({ initial = '', max }: { initial?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return <DatePicker label="Дата рождения" value={value} onChange={setValue} max={max} min="01.01.1900" />;
}

describe('DatePicker', () => {
  it('needs no date library for the field: the calendar module loads when the calendar opens', async () => {
    render(<DatePicker label="С даты" name="from" defaultValue="09.03.2026" />);
    expect(screen.getByLabelText('С даты')).toHaveValue('09.03.2026');
    expect(mockLoaded.calendar).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(await screen.findByRole('button', { name: /^9 марта 2026/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(mockLoaded.calendar).toBe(true);
  });

  it('takes typed digits as DD.MM.YYYY', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Дата рождения');
    await userEvent.type(input, '19031994');
    expect(input).toHaveValue('19.03.1994');
  });

  it('takes a short day or month closed by a dot, slash, dash or space, and a pasted ISO date', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Дата рождения');
    await userEvent.type(input, '1.1.1990');
    expect(input).toHaveValue('01.01.1990');
    await userEvent.clear(input);
    await userEvent.type(input, '7/8/1994');
    expect(input).toHaveValue('07.08.1994');
    await userEvent.clear(input);
    await userEvent.type(input, '7.08.1994');
    expect(input).toHaveValue('07.08.1994');
    await userEvent.clear(input);
    await userEvent.paste('1994-08-07');
    expect(input).toHaveValue('07.08.1994');
  });

  it('deletes back over the dots with Backspace, controlled or not', async () => {
    render(
      <>
        <Field />
        <DatePicker label="С даты" name="from" />
      </>,
    );
    for (const input of [screen.getByLabelText('Дата рождения'), screen.getByLabelText('С даты')]) {
      await userEvent.type(input, '1.1.1990');
      await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}');
      expect(input).toHaveValue('01.01.');
      await userEvent.type(input, '{Backspace}');
      expect(input).toHaveValue('01.01');
      await userEvent.type(input, '{Backspace}{Backspace}');
      expect(input).toHaveValue('01.');
      await userEvent.type(input, '{Backspace}');
      expect(input).toHaveValue('01');
      await userEvent.type(input, '.2.2000');
      expect(input).toHaveValue('01.02.2000');
    }
  });

  it('opens on the chosen month with Monday first and picks a day, 19 included', async () => {
    render(<Field initial="05.03.1994" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    // The calendar is a module of its own, fetched on the first opening.
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers[0]).toBe('пн');
    expect(screen.getByRole('combobox', { name: 'Месяц' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Год' })).toHaveValue('1994');
    await userEvent.click(screen.getByRole('button', { name: /^19 марта 1994/ }));
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('19.03.1994');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Открыть календарь' })).toHaveFocus();
  });

  it('shows the days a form names unavailable as such, reachable by the arrows but never picked', async () => {
    const picked = jest.fn();
    render(
      <DatePicker
        label="Дата рождения"
        defaultValue="18.03.1994"
        onChange={picked}
        isDayUnavailable={(text) => text.startsWith('19.')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const nineteenth = await screen.findByRole('button', { name: /^19 марта 1994/ });
    expect(nineteenth).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /^20 марта 1994/ })).not.toHaveAttribute('aria-disabled');
    // The arrows reach it (from the 18th, the field's day); neither Enter nor a click picks it.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(nineteenth).toHaveFocus();
    fireEvent.keyDown(nineteenth, { key: 'Enter' });
    await userEvent.click(nineteenth);
    expect(picked).not.toHaveBeenCalled();
    expect(screen.getByRole('table')).toBeInTheDocument();
    fireEvent.keyDown(nineteenth, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(picked).toHaveBeenCalledWith('20.03.1994');
  });

  it('shows a typed date the form took as picked, even on a day it names unavailable', async () => {
    render(
      <DatePicker
        label="Дата рождения"
        defaultValue="19.03.1994"
        isDayUnavailable={(text) => text.startsWith('19.')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const typed = await screen.findByRole('button', { name: /^19 марта 1994/ });
    expect(typed).toHaveAttribute('aria-pressed', 'true');
    expect(typed).not.toHaveAttribute('aria-disabled');
  });

  it('works from the keyboard: arrows, Page Down, Enter; Escape closes', async () => {
    render(<Field initial="18.03.1994" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const focusedDay = () => document.activeElement as HTMLElement;
    expect(await screen.findByRole('button', { name: /^18 марта 1994/ })).toHaveFocus();
    fireEvent.keyDown(focusedDay(), { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: /^19 марта 1994/ })).toHaveFocus();
    fireEvent.keyDown(focusedDay(), { key: 'PageDown' });
    expect(screen.getByRole('button', { name: /^19 апреля 1994/ })).toHaveFocus();
    fireEvent.keyDown(focusedDay(), { key: 'Enter' });
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('19.04.1994');

    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    await screen.findByRole('table');
    fireEvent.keyDown(focusedDay(), { key: 'Escape' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Открыть календарь' })).toHaveFocus();
  });

  it('keeps days after max out of reach', async () => {
    render(<Field initial="10.06.2008" max="15.06.2008" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(await screen.findByRole('button', { name: /^16 июня 2008/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^15 июня 2008/ })).toBeEnabled();
  });
});
