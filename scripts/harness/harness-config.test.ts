import { harnessConfig, harnessWidgetUrl } from './harness-config';

describe('harnessWidgetUrl', () => {
  it('takes the stand-in of the local stack the API belongs to', () => {
    expect(harnessWidgetUrl('', 'http://localhost:4000')).toBe('http://localhost:4100/checkout-widget.js');
    expect(harnessWidgetUrl('?api=x', 'http://localhost:4130')).toBe(
      'http://localhost:4230/checkout-widget.js',
    );
    expect(harnessWidgetUrl('', 'http://127.0.0.1:4050')).toBe('http://127.0.0.1:4150/checkout-widget.js');
  });

  it("takes YooKassa's own widget for a deployed API, and the address's ?yookassa= over both", () => {
    expect(harnessWidgetUrl('', 'https://api.staging.kaver.example')).toBe(
      'https://yookassa.ru/checkout-widget/v1/checkout-widget.js',
    );
    const asked = '?yookassa=https://widget.example/w.js';
    expect(harnessWidgetUrl(asked, 'http://localhost:4000')).toBe('https://widget.example/w.js');
    expect(harnessWidgetUrl('?yookassa=javascript:alert(1)', 'http://localhost:4000')).toBe(
      'http://localhost:4100/checkout-widget.js',
    );
  });

  it('is what the harness config gives the remotes', () => {
    expect(harnessConfig('?api=http://localhost:4130').yookassa?.widgetUrl).toBe(
      'http://localhost:4230/checkout-widget.js',
    );
  });
});
