import { harnessConfig, harnessWidgetUrl } from './harness-config';

describe('harnessWidgetUrl', () => {
  it('takes the stand-in of the local stack the API belongs to', () => {
    expect(harnessWidgetUrl('', 'http://localhost:4000')).toBe('http://localhost:4100/checkout-widget.js');
    expect(harnessWidgetUrl('?api=x', 'http://localhost:4130')).toBe(
      'http://localhost:4230/checkout-widget.js',
    );
    expect(harnessWidgetUrl('', 'http://127.0.0.1:4050')).toBe('http://127.0.0.1:4150/checkout-widget.js');
  });

  it("takes YooKassa's own widget for a deployed API, and the address's ?yookassa= (YooKassa's or local) over both", () => {
    expect(harnessWidgetUrl('', 'https://api.staging.kaver.example')).toBe(
      'https://yookassa.ru/checkout-widget/v1/checkout-widget.js',
    );
    const standIn = '?yookassa=http://localhost:4290/checkout-widget.js';
    expect(harnessWidgetUrl(standIn, 'https://api.staging.kaver.example')).toBe(
      'http://localhost:4290/checkout-widget.js',
    );
    const real = '?yookassa=https://yookassa.ru/checkout-widget/v1/checkout-widget.js';
    expect(harnessWidgetUrl(real, 'http://localhost:4000')).toBe(
      'https://yookassa.ru/checkout-widget/v1/checkout-widget.js',
    );
  });

  it('takes no other script from the address: the harness is served at deployed origins too', () => {
    for (const asked of [
      'https://evil.example/x.js',
      'javascript:alert(1)',
      'https://yookassa.ru.evil.example/w.js',
    ]) {
      expect(harnessWidgetUrl(`?yookassa=${encodeURIComponent(asked)}`, 'http://localhost:4000')).toBe(
        'http://localhost:4100/checkout-widget.js',
      );
    }
  });

  it('is what the harness config gives the remotes', () => {
    expect(harnessConfig('?api=http://localhost:4130').yookassa?.widgetUrl).toBe(
      'http://localhost:4230/checkout-widget.js',
    );
  });
});
