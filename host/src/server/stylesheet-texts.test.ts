/** @jest-environment node */
import { StylesheetTexts } from './stylesheet-texts';

const REMOTE_CSS = 'http://localhost:3001/static/css/9362.afd594.css';

describe('the stylesheet texts a page carries inline', () => {
  it("gives the shell's own texts first, then fetches a remote's once", async () => {
    const fetchCss = jest.fn(async (url: string) => `/* ${url} */.b{}`);
    const texts = new StylesheetTexts(new Map([['/static/css/host.css', '.a{}']]), fetchCss);
    const first = await texts.forPage([REMOTE_CSS]);
    const again = await texts.forPage([REMOTE_CSS]);
    expect(first).toEqual([
      { href: '/static/css/host.css', css: '.a{}' },
      { href: REMOTE_CSS, css: `/* ${REMOTE_CSS} */.b{}` },
    ]);
    expect(again).toEqual(first);
    expect(fetchCss).toHaveBeenCalledTimes(1);
  });

  it('answers null for a text it cannot fetch, and asks again only 30 s later', async () => {
    let now = 1_000;
    const fetchCss = jest.fn(async () => {
      if (fetchCss.mock.calls.length === 1) throw new Error('HTTP 503');
      return '.d{}';
    });
    const texts = new StylesheetTexts(new Map(), fetchCss, () => now);
    expect(await texts.forPage([REMOTE_CSS])).toEqual([{ href: REMOTE_CSS, css: null }]);
    now += 29_000;
    expect(await texts.forPage([REMOTE_CSS])).toEqual([{ href: REMOTE_CSS, css: null }]);
    expect(fetchCss).toHaveBeenCalledTimes(1);
    now += 1_001;
    expect(await texts.forPage([REMOTE_CSS])).toEqual([{ href: REMOTE_CSS, css: '.d{}' }]);
    expect(fetchCss).toHaveBeenCalledTimes(2);
  });

  it('fetches one text once for renders that ask at the same time', async () => {
    const fetchCss = jest.fn(async () => '.c{}');
    const texts = new StylesheetTexts(new Map(), fetchCss);
    await Promise.all([texts.forPage([REMOTE_CSS]), texts.forPage([REMOTE_CSS])]);
    expect(fetchCss).toHaveBeenCalledTimes(1);
  });
});
