import { modalClosed } from '@kaver/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { StepId } from '../../entities/draft';
import { fetchPurposesFx, fetchSurveyFx } from '../../entities/reference';
import { $draft, $saved, $step, saveOnboardingFx, waitFx } from '../../features/onboarding-flow/model';
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
  it('is a labelled dialog that Escape or its close button closes', async () => {
    const user = userEvent.setup();
    const { closes } = renderModal();
    await screen.findByRole('dialog', { name: /Анкета знакомств/ });
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeEnabled();
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Шаг 1 из 12');
    await user.keyboard('{Escape}');
    expect(closes).toEqual([{ id: 'onboarding' }]);
  });

  it('closes with × too, once', async () => {
    const user = userEvent.setup();
    const { closes } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await user.keyboard('{Escape}');
    expect(closes).toEqual([{ id: 'onboarding' }]);
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
});
