import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $draft, type ProfileDraft, saveProfileFx } from '../model';
import { EditProfileForm } from './edit-profile-form';

const valid: ProfileDraft = {
  firstName: 'Анна',
  birthDt: '01.02.1990',
  gender: 'female',
  idCity: 1,
  email: '',
};

function renderForm(draft: Partial<ProfileDraft>) {
  const saved = jest.fn();
  const scope = fork({
    values: [[$draft, { ...valid, ...draft }]],
    handlers: [[saveProfileFx, saved]],
  });
  render(
    <Provider value={scope}>
      <EditProfileForm />
    </Provider>,
  );
  return { saved };
}

const save = () => act(() => userEvent.click(screen.getByRole('button', { name: 'Сохранить' })));

describe('EditProfileForm', () => {
  it('a refused save marks each wrong field, links its message and takes the focus to the first one', async () => {
    const { saved } = renderForm({ firstName: ' A ', birthDt: '01.01.1899', email: 'bad@' });
    await save();
    expect(saved).not.toHaveBeenCalled();

    const name = screen.getByLabelText('Имя');
    const birthDate = screen.getByLabelText('Дата рождения');
    const email = screen.getByLabelText('Почта (необязательно)');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Имя — минимум 2 символа');
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(birthDate).toHaveAccessibleDescription('Год — четыре цифры, не раньше 1900');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Проверь адрес почты');
    expect(screen.getByLabelText('Город')).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
  });

  it('takes the focus to the first wrong field in the order of the form, a fixed one no longer', async () => {
    renderForm({ birthDt: '01.01.1899', email: 'bad@' });
    await save();
    const birthDate = screen.getByLabelText('Дата рождения');
    expect(birthDate).toHaveFocus();
    expect(screen.getByLabelText('Имя')).not.toHaveAttribute('aria-invalid');

    await act(async () => {
      await userEvent.clear(birthDate);
      await userEvent.type(birthDate, '01011990');
    });
    expect(birthDate).not.toHaveAttribute('aria-invalid');
    await save();
    expect(screen.getByLabelText('Почта (необязательно)')).toHaveFocus();
  });

  it('with no gender chosen, the focus goes to its first option and the group tells why', async () => {
    renderForm({ gender: '' });
    await save();
    const group = screen.getByRole('group', { name: 'Пол' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Выбери пол');
    expect(screen.getByRole('radio', { name: 'Женский' })).toHaveFocus();
  });
});
