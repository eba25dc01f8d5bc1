import { loadScript } from './load-script';

function lastScript(): HTMLScriptElement {
  const scripts = document.head.querySelectorAll('script');
  return scripts[scripts.length - 1] as HTMLScriptElement;
}

describe('loadScript', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the script once and resolves when it loads', async () => {
    const first = loadScript('https://widget.test/a.js');
    const second = loadScript('https://widget.test/a.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    lastScript().dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects on an error and tries again on the next call', async () => {
    const failed = loadScript('https://widget.test/b.js');
    lastScript().dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load https://widget.test/b.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    const again = loadScript('https://widget.test/b.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    lastScript().dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});
