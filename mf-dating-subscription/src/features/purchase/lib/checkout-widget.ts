// The YooKassa checkout widget (checkout-widget.js v1), loaded only when a payment needs it, from the URL of the
// runtime config (the real script in production, the local stand-in in development and tests).
import { COLOR } from '@kaver/shared-contracts/tokens';
import { loadScript } from '../../../shared/lib';

/** SPEC.md 8: the widget script failed to load. */
export const WIDGET_LOAD_ERROR = 'Не удалось загрузить Yookassa';
/** SPEC.md 8: the widget reported an error through error_callback; the detail follows. */
export const WIDGET_ERROR = 'Yookassa error';

interface WidgetOptions {
  confirmation_token: string;
  error_callback: (error: { error?: string } | string | undefined) => void;
  customization?: {
    modal?: boolean;
    colors?: Partial<Record<'control_primary' | 'control_primary_content' | 'background' | 'text', string>>;
  };
}

interface CheckoutWidget {
  render(containerId?: string): Promise<unknown>;
  on(event: 'success' | 'fail' | 'complete' | 'modal_close', callback: () => void): void;
  destroy(): void;
}

declare global {
  interface Window {
    YooMoneyCheckoutWidget?: new (options: WidgetOptions) => CheckoutWidget;
  }
}

export class WidgetLoadError extends Error {
  constructor() {
    super(WIDGET_LOAD_ERROR);
    this.name = 'WidgetLoadError';
  }
}

export interface WidgetHandlers {
  onSuccess: () => void;
  onFail: () => void;
  onClose: () => void;
  /** The error_callback's code, e.g. 'invalid_token'. */
  onError: (detail: string) => void;
}

/** 'Yookassa error: invalid_token' */
export function widgetErrorText(detail: string): string {
  return detail ? `${WIDGET_ERROR}: ${detail}` : WIDGET_ERROR;
}

function errorDetail(error: { error?: string } | string | undefined): string {
  if (typeof error === 'string') return error;
  return error?.error ?? '';
}

let current: CheckoutWidget | null = null;

/**
 * Loads the script once and opens the widget as a modal with the brand colour as its primary colour. It
 * listens to success and fail (not complete, which would silence them) and to modal_close.
 */
export async function openCheckoutWidget(options: {
  scriptUrl: string;
  confirmationToken: string;
  handlers: WidgetHandlers;
}): Promise<void> {
  try {
    await loadScript(options.scriptUrl);
  } catch {
    throw new WidgetLoadError();
  }
  const Widget = window.YooMoneyCheckoutWidget;
  if (!Widget) throw new WidgetLoadError();
  destroyCheckoutWidget();
  const widget = new Widget({
    confirmation_token: options.confirmationToken,
    error_callback: (error) => options.handlers.onError(errorDetail(error)),
    customization: {
      modal: true,
      colors: { control_primary: COLOR.brand, control_primary_content: COLOR.onBrand },
    },
  });
  widget.on('success', options.handlers.onSuccess);
  widget.on('fail', options.handlers.onFail);
  widget.on('modal_close', options.handlers.onClose);
  current = widget;
  await widget.render();
}

/** Removes the open widget, if any. */
export function destroyCheckoutWidget(): void {
  const widget = current;
  current = null;
  widget?.destroy();
}
