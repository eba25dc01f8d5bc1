import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BirthDatePicker } from './birth-date-picker';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <BirthDatePicker label="Дата рождения" value={value} onChange={setValue} />;
}

describe('BirthDatePicker', () => {
  // Today is 10 March 2026 in Moscow.
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-10T09:00:00Z')));
  afterEach(() => jest.restoreAllMocks());

  it('opens thirty years back while empty, with the years from today back to 1900', async () => {
    render(<Field />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(await screen.findByRole('combobox', { name: 'Год' })).toHaveValue('1996');
    const years = screen.getAllByRole('option', { name: /^\d{4}$/ }).map((option) => option.textContent);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1900');
  });

  it('keeps the days after today out of reach', async () => {
    render(<Field initial="10.03.2026" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    expect(await screen.findByRole('button', { name: /^10 марта 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^11 марта 2026/ })).toBeDisabled();
  });
});
