/** @jest-environment node */
import { withRequestQuery } from './page-services';

describe('the redirect lookup on the server', () => {
  it("sends an old address's query on to its target: paging and filters live in the query", () => {
    expect(withRequestQuery({ target: '/moscow', status: 301 }, '/msk', '?page=2')).toEqual({
      target: '/moscow?page=2',
      status: 301,
    });
    expect(
      withRequestQuery({ target: '/moscow/events', status: 301 }, '/afisha', '?types=1&page=3').target,
    ).toBe('/moscow/events?types=1&page=3');
    expect(withRequestQuery({ target: '/moscow', status: 301 }, '/msk', '').target).toBe('/moscow');
  });

  it("keeps a target's own query, another site's address, and a rule that names the path itself as they are", () => {
    const cases: [string, string][] = [
      ['/moscow?from=msk', '/msk'],
      ['https://t.me/kaver_events_bot', '/bot'],
      ['//evil.example/x', '/x'],
      ['/msk', '/msk'],
    ];
    for (const [target, path] of cases)
      expect(withRequestQuery({ target, status: 302 }, path, '?page=2').target).toBe(target);
  });
});
