import { modalClosed } from '@kaver/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { StepId } from '../../entities/draft';
import { fetchPurposesFx, fetchSurveyFx } from '../../entities/reference';
import {
  $draft,
  $saved,
  $saveFailed,
  $step,
  saveOnboardingFx,
  waitFx,
} from '../../features/onboarding-flow/model';
import { OnboardingModal } from './onboarding-modal';

function renderModal() {
  const scope = fork({
    handlers: [
      [fetchPurposesFx, async () => []],
      [fetchSurveyFx, async () => []],
      [saveOnboardingFx, async () => undefined],
      [waitFx, async () => undefined],
    ],
  });
  const closes: unknown[] = [];
  createWatch({ unit: modalClosed, scope, fn: (payload) => closes.push(payload) });
  render(
    <Provider value={scope}>
      <OnboardingModal request={{ source: 'login' }} />
    </Provider>,
  );
  return { scope, closes };
}

/** Shows a step directly, as if the person had walked there. */
const showStep = (scope: Scope, step: StepId) =>
  act(async () => {
    await allSettled($step, { scope, params: step });
  });

describe('onboarding modal', () => {
  it('is a labelled dialog that neither Escape nor its close button, there but disabled, can close', async () => {
    const user = userEvent.setup();
    const { closes } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: /Анкета знакомств/ });
    const close = screen.getByRole('button', { name: 'Закрыть' });
    expect(close).toBeDisabled();
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Шаг 1 из 12');
    await user.keyboard('{Escape}');
    await user.click(close);
    expect(closes).toEqual([]);
    expect(dialog).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog and passes over the disabled close button', async () => {
    const user = userEvent.setup();
    renderModal();
    const name = await screen.findByLabelText('Имя');
    expect(name).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Далее' })).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Далее' })).toHaveFocus();
  });

  it('says nothing about a short name, and Enter moves on with focus on the next heading', async () => {
    const user = userEvent.setup();
    const { scope } = renderModal();
    const name = await screen.findByLabelText('Имя');
    await user.type(name, 'Я{Enter}');
    expect(scope.getState($step)).toBe('name');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(name, 'н{Enter}');
    expect(scope.getState($step)).toBe('city');
    expect(await screen.findByRole('heading', { name: 'Где ты живёшь?' })).toHaveFocus();
  });

  it('marks every 19th unavailable in the birth-date calendar: no click, Enter or Space picks it', async () => {
    const user = userEvent.setup();
    const { scope } = renderModal();
    await showStep(scope, 'age');
    const field = screen.getByLabelText('Дата рождения');
    await user.type(field, '07081994');
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = await screen.findByRole('dialog', { name: 'Дата рождения: календарь' });
    const day = (name: string) => within(calendar).getByRole('button', { name: new RegExp(`^${name},`) });

    expect(day('19 августа 1994')).toHaveAttribute('aria-disabled', 'true');
    for (const other of ['18 августа 1994', '20 августа 1994', '9 августа 1994']) {
      expect(day(other)).not.toHaveAttribute('aria-disabled');
    }

    // The keyboard can rest on the 19th, but not pick it; the form is not submitted either.
    expect(day('7 августа 1994')).toHaveFocus();
    for (let press = 0; press < 12; press++) await user.keyboard('{ArrowRight}');
    expect(day('19 августа 1994')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(day('19 августа 1994'));
    expect(field).toHaveValue('07.08.1994');
    expect(scope.getState($step)).toBe('age');
    expect(calendar).toBeInTheDocument();

    // Every month's 19th, as the calendar shows it.
    await user.keyboard('{PageDown}');
    expect(day('19 сентября 1994')).toHaveFocus();
    expect(day('19 сентября 1994')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(field).toHaveValue('20.09.1994');
    expect(screen.queryByRole('dialog', { name: 'Дата рождения: календарь' })).toBeNull();
  });

  it('takes a birth date on the 19th typed into the field', async () => {
    const user = userEvent.setup();
    const { scope } = renderModal();
    await showStep(scope, 'age');
    await user.type(screen.getByLabelText('Дата рождения'), '19081994{Enter}');
    expect(scope.getState($draft).age).toEqual({ day: '19', month: '08', year: '1994' });
    expect(scope.getState($step)).toBe('gender');
  });

  it("shows 'Минимум 3' when fewer than three categories are chosen", async () => {
    const user = userEvent.setup();
    const { scope } = renderModal();
    await showStep(scope, 'categories');
    await user.click(screen.getByRole('button', { name: 'Стендап' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Минимум 3');
    expect(scope.getState($draft).selectedCategories).toEqual([1]);
  });

  it('closes itself from the finish step with six benefit tiles', async () => {
    const user = userEvent.setup();
    const { scope, closes } = renderModal();
    await showStep(scope, 'finish');
    await act(async () => {
      await allSettled($saved, { scope, params: true });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(closes).toEqual([{ id: 'onboarding' }]);
  });

  it('says the profile is ready only once it is saved, not above a failed save', async () => {
    const user = userEvent.setup();
    const { scope } = renderModal();
    await act(async () => {
      await allSettled($draft, { scope, params: { ...scope.getState($draft), name: 'Олег' } });
    });
    await showStep(scope, 'finish');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Почти готово, Олег!');
    // The save on entering failed.
    await act(async () => {
      await allSettled($saveFailed, { scope, params: true });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось сохранить анкету');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Почти готово, Олег!');
    expect(screen.queryByText(/Анкета готова/)).toBeNull();
    expect(screen.queryByText(/Теперь тебя увидят/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Анкета готова, Олег!');
    expect(screen.getByText(/Теперь тебя увидят/)).toBeInTheDocument();
  });
});
