import type { SendCodeResult } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { networkFailure, pressEnterOn } from '../../../shared/testing';
import {
  $code,
  $resendAvailableAt,
  $sentTo,
  $step,
  codeChanged,
  confirmCodeFx,
  logFailureFx,
  sendCodeFx,
} from '../model';
import { SmsStep } from './sms-step';

const PHONE = '89991234567';

/** The SMS step of a code sent to PHONE whose resend is allowed already; the API never answers the code. */
function renderStep() {
  const scope = fork({
    values: [
      [$step, 'sms'],
      [$sentTo, PHONE],
      [$resendAvailableAt, null],
    ],
    handlers: [
      [sendCodeFx, async (): Promise<SendCodeResult> => ({ phone: PHONE, resendIn: 60 })],
      [
        confirmCodeFx,
        async () => {
          throw networkFailure();
        },
      ],
      [logFailureFx, () => undefined],
    ],
  });
  render(
    <Provider value={scope}>
      <SmsStep />
    </Provider>,
  );
  return scope;
}

describe('SmsStep', () => {
  it('«Отправить код ещё раз» gives way to its countdown and hands the focus to the first box', async () => {
    renderStep();
    screen.getByRole('button', { name: 'Отправить код ещё раз' }).focus();
    await pressEnterOn('Отправить код ещё раз');
    expect(await screen.findByText(/^Отправить код ещё раз можно через \d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByTestId('code-box-0')).toHaveFocus();
  });

  it('a check that never reached the API keeps the digits and gives the focus to «Подтвердить»', async () => {
    const scope = renderStep();
    await act(() => allSettled(codeChanged, { scope, params: ['4', '8', '2', '1'] }));
    const lastBox = screen.getByTestId('code-box-3');
    lastBox.focus();
    await act(async () => {
      fireEvent.submit(lastBox);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(scope.getState($code)).toEqual(['4', '8', '2', '1']);
    expect(lastBox).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toHaveFocus();
  });
});
