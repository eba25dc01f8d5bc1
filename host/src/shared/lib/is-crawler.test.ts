import { isCrawler } from './is-crawler';

describe('isCrawler', () => {
  it('recognises search engines and link previews', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; vkShare; +http://vk.com/dev/Share)',
      'WhatsApp/2.23.20.0',
    ]) {
      expect(isCrawler(agent)).toBe(true);
    }
  });

  it('leaves people alone', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1'),
    ).toBe(false);
  });
});
