// Stand-in for YooKassa's checkout widget (checkout-widget.js v1), served by the local YooKassa stand-in.
// Same JS API as the real one: new YooMoneyCheckoutWidget({ confirmation_token, return_url, error_callback,
// customization: { modal, colors } }), render(containerId?) -> Promise, on(event, cb), destroy().
// Events: 'complete' (when subscribed, success and fail are not fired), 'success', 'fail', 'modal_close'.
// It draws a test card form and pays through the stand-in's /widget endpoints.
(() => {
  const script = document.currentScript;
  const origin = script?.src ? new URL(script.src).origin : window.location.origin;

  function el(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (key === 'style') Object.assign(node.style, value);
      else if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value);
    }
    for (const child of children || []) node.appendChild(child);
    return node;
  }

  class YooMoneyCheckoutWidget {
    constructor(options) {
      if (!options || typeof options.confirmation_token !== 'string' || options.confirmation_token === '') {
        throw new Error('confirmation_token is required');
      }
      if (typeof options.error_callback !== 'function') throw new Error('error_callback is required');
      this.options = options;
      this.handlers = {};
      this.root = null;
    }

    on(event, callback) {
      if (!this.handlers[event]) this.handlers[event] = [];
      this.handlers[event].push(callback);
    }

    emit(event) {
      for (const callback of this.handlers[event] || []) callback();
    }

    finish(status) {
      if (this.handlers.complete) this.emit('complete');
      else if (status === 'succeeded') {
        if (this.handlers.success) this.emit('success');
        else if (this.options.return_url) window.location.assign(this.options.return_url);
      } else if (this.handlers.fail) this.emit('fail');
      else if (this.options.return_url) window.location.assign(this.options.return_url);
    }

    async render(containerId) {
      const token = encodeURIComponent(this.options.confirmation_token);
      let payment;
      try {
        const response = await fetch(`${origin}/widget/payments/${token}`);
        if (response.status === 404) {
          this.options.error_callback({ error: 'invalid_token' });
          return;
        }
        payment = await response.json();
      } catch {
        this.options.error_callback({ error: 'internal_service_error' });
        return;
      }
      if (payment.status !== 'pending') {
        this.options.error_callback({ error: 'token_expired' });
        return;
      }
      const modal = Boolean(this.options.customization?.modal);
      const container = modal ? document.body : document.getElementById(containerId);
      if (!container) {
        this.options.error_callback({ error: 'internal_service_error' });
        return;
      }
      this.root = this.draw(payment, modal);
      container.appendChild(this.root);
    }

    draw(payment, modal) {
      const colors = this.options.customization?.colors || {};
      const primary = colors.control_primary || '#ff7a3d';
      const input = (name, placeholder, value) =>
        el('input', {
          name,
          placeholder,
          value,
          'aria-label': placeholder,
          style: {
            display: 'block',
            width: '100%',
            margin: '6px 0',
            padding: '10px',
            boxSizing: 'border-box',
          },
        });
      const number = input('card_number', 'Номер карты', '5555 5555 5555 4444');
      const expiry = input('expiry', 'ММ/ГГ', '12/30');
      const cvc = input('cvc', 'CVC', '123');
      const message = el('p', { role: 'status', style: { color: '#c00', minHeight: '1em' } });
      const pay = el('button', {
        type: 'submit',
        text: `Заплатить ${payment.amount.value} ₽`,
        style: {
          width: '100%',
          padding: '12px',
          background: primary,
          color: colors.control_primary_content || '#fff',
          border: '0',
        },
      });
      const form = el('form', { 'data-testid': 'yookassa-stand-in-form' }, [
        el('h3', { text: 'ЮKassa (тестовая оплата)' }),
        el('p', { text: payment.description }),
        number,
        expiry,
        cvc,
        pay,
        message,
        el('small', { text: 'Тестовые карты: 5555 5555 5555 4444 — успех; 4000 0000 0000 0002 — отказ.' }),
      ]);
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        pay.disabled = true;
        const token = encodeURIComponent(this.options.confirmation_token);
        const response = await fetch(`${origin}/widget/payments/${token}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ card_number: number.value, expiry: expiry.value, cvc: cvc.value }),
        }).catch(() => null);
        const result = response
          ? await response.json().catch(() => ({}))
          : { error: 'internal_service_error' };
        if (!response || (response.status >= 400 && response.status !== 409)) {
          message.textContent = 'Проверьте данные карты';
          pay.disabled = false;
          return;
        }
        if (response.status === 409) {
          this.options.error_callback({ error: 'token_expired' });
          return;
        }
        this.finish(result.status);
      });
      const panel = el(
        'div',
        {
          style: {
            background: colors.background || '#fff',
            color: colors.text || '#000',
            padding: '24px',
            maxWidth: '420px',
            margin: '0 auto',
          },
        },
        [form],
      );
      if (!modal) return panel;
      const close = el('button', {
        type: 'button',
        'aria-label': 'Закрыть',
        text: '×',
        style: { float: 'right' },
      });
      close.addEventListener('click', () => {
        this.emit('modal_close');
        this.destroy();
      });
      panel.insertBefore(close, form);
      return el(
        'div',
        {
          style: {
            position: 'fixed',
            inset: '0',
            background: 'rgba(0,0,0,.5)',
            zIndex: '10000',
            paddingTop: '10vh',
          },
        },
        [panel],
      );
    }

    destroy() {
      this.root?.remove();
      this.root = null;
    }
  }

  window.YooMoneyCheckoutWidget = YooMoneyCheckoutWidget;
})();
