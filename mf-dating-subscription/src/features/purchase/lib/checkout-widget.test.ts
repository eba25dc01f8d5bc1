import { COLOR } from '@kaver/shared-contracts/tokens';
import {
  destroyCheckoutWidget,
  openCheckoutWidget,
  WIDGET_LOAD_ERROR,
  widgetErrorText,
} from './checkout-widget';

const SCRIPT = 'http://yookassa.test/checkout-widget.js';

class FakeWidget {
  static instances: FakeWidget[] = [];
  handlers: Record<string, () => void> = {};
  destroyed = false;
  rendered = false;
  constructor(readonly options: Record<string, unknown> & { error_callback: (error: unknown) => void }) {
    FakeWidget.instances.push(this);
  }
  on(event: string, callback: () => void) {
    this.handlers[event] = callback;
  }
  async render() {
    this.rendered = true;
  }
  destroy() {
    this.destroyed = true;
  }
}

function handlers() {
  return { onSuccess: jest.fn(), onFail: jest.fn(), onClose: jest.fn(), onError: jest.fn() };
}

function finishScriptLoad(kind: 'load' | 'error') {
  const script = document.head.querySelector(`script[src="${SCRIPT}"]`);
  if (kind === 'load') window.YooMoneyCheckoutWidget = FakeWidget as never;
  script?.dispatchEvent(new Event(kind));
}

afterEach(() => {
  destroyCheckoutWidget();
  document.head.innerHTML = '';
  delete window.YooMoneyCheckoutWidget;
  FakeWidget.instances = [];
});

it('fails with the SPEC text when the script cannot load', async () => {
  const opened = openCheckoutWidget({ scriptUrl: SCRIPT, confirmationToken: 'ct-1', handlers: handlers() });
  finishScriptLoad('error');
  await expect(opened).rejects.toThrow(WIDGET_LOAD_ERROR);
});

it('opens a modal widget in the brand colour and wires its events', async () => {
  const on = handlers();
  const opened = openCheckoutWidget({ scriptUrl: SCRIPT, confirmationToken: 'ct-2', handlers: on });
  finishScriptLoad('load');
  await opened;
  const widget = FakeWidget.instances[0]!;
  expect(widget.rendered).toBe(true);
  expect(widget.options).toMatchObject({
    confirmation_token: 'ct-2',
    customization: { modal: true, colors: { control_primary: COLOR.brand } },
  });
  expect(Object.keys(widget.handlers).sort()).toEqual(['fail', 'modal_close', 'success']);
  widget.handlers.success!();
  widget.handlers.fail!();
  widget.handlers.modal_close!();
  widget.options.error_callback({ error: 'invalid_token' });
  expect(on.onSuccess).toHaveBeenCalledTimes(1);
  expect(on.onFail).toHaveBeenCalledTimes(1);
  expect(on.onClose).toHaveBeenCalledTimes(1);
  expect(on.onError).toHaveBeenCalledWith('invalid_token');
});

it('destroys the previous widget before opening another, and on demand', async () => {
  window.YooMoneyCheckoutWidget = FakeWidget as never;
  const first = openCheckoutWidget({ scriptUrl: SCRIPT, confirmationToken: 'a', handlers: handlers() });
  finishScriptLoad('load');
  await first;
  await openCheckoutWidget({ scriptUrl: SCRIPT, confirmationToken: 'b', handlers: handlers() });
  expect(FakeWidget.instances[0]!.destroyed).toBe(true);
  destroyCheckoutWidget();
  expect(FakeWidget.instances[1]!.destroyed).toBe(true);
});

it('writes the widget error with its detail', () => {
  expect(widgetErrorText('invalid_token')).toBe('Yookassa error: invalid_token');
  expect(widgetErrorText('')).toBe('Yookassa error');
});
