// 18+ (SPEC.md 5, 9): PUT /user decides it, and the profile counts `age`, by Moscow's calendar day with the
// site's own rule (birthDateProblem and ageOn of '@kaver/shared-contracts/time'), so a visitor the onboarding
// lets through is never refused by the API. In-process on a fresh database with a clock the test sets:
// 01:06 in Moscow is still the day before in UTC, and 29 February counts from 1 March in common years.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ageOn, parseDate } from '@kaver/shared-contracts/time';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/lib/clock';
import { zonedTime } from '../src/lib/dates';
import { type InProcessApi, startInProcess } from './in-process';

const MOSCOW = 'Europe/Moscow';
const WEB = '/kaver/web/v1';
const AUTH = '/kaver/auth';
/** A wall-clock time in Moscow. */
const moscow = (year: number, month: number, day: number, hour: number, minute = 0) =>
  zonedTime(MOSCOW, year, month, day, hour * 60 + minute);

const clock = manualClock(moscow(2026, 11, 29, 1, 6));
let app: FastifyInstance;
let api: InProcessApi | undefined;
let phones = 0;

before(async () => {
  // Every test signs a few people in from one address: no rate limits.
  api = await startInProcess({ clock, env: { RATE_LIMIT: '0' } });
  app = api.app;
});
after(async () => {
  await api?.stop();
});

/** Signs a new person in at `at` (the clock stays there) and answers their access token header. */
async function signInAt(at: Date): Promise<Record<string, string>> {
  clock.set(at);
  phones += 1;
  const phone = `8931${String(phones).padStart(7, '0')}`;
  const sent = await app.inject({ method: 'POST', url: `${AUTH}/`, headers: { auth_type: '1', phone } });
  assert.equal(sent.statusCode, 200, sent.body);
  const tokens = await app.inject({
    method: 'POST',
    url: `${AUTH}/token/sms/v2`,
    headers: { code: sent.json().security_data, phone, platform_id: '3' },
  });
  assert.equal(tokens.statusCode, 200, tokens.body);
  return { access_token: tokens.json().access_token };
}

const saveBirthDate = (headers: Record<string, string>, birthDt: string) =>
  app.inject({
    method: 'PUT',
    url: `${WEB}/user`,
    headers,
    payload: { first_name: 'Ann', birth_dt: birthDt, gender: 'other', id_city: 0 },
  });

const profile = async (headers: Record<string, string>) => {
  const answer = await app.inject({ url: `${WEB}/profile/-1`, headers });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json();
};

/** The site's verdict (the onboarding's age step): the person's age on `at`, by the shared rule. */
const siteAge = (birthDt: string, at: Date) => ageOn(parseDate(birthDt)!, at);

describe('PUT /user: 18 by the Moscow calendar day', () => {
  it('takes 29.11.2008 at 01:06 on 29.11.2026 in Moscow, while UTC is still at 28.11', async () => {
    const at = moscow(2026, 11, 29, 1, 6);
    assert.equal(at.toISOString(), '2026-11-28T22:06:00.000Z');
    assert.equal(siteAge('29.11.2008', at), 18);
    const token = await signInAt(at);
    const saved = await saveBirthDate(token, '29.11.2008');
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().birth_dt, '29.11.2008');
    assert.equal(saved.json().age, 18);
    assert.equal(saved.json().is_onboarded, true);
    assert.equal((await profile(token)).age, 18);
  });

  it('refuses 29.11.2008 on the day before the 18th birthday, up to its last minute in Moscow', async () => {
    for (const at of [moscow(2026, 11, 28, 1, 6), moscow(2026, 11, 28, 23, 59)]) {
      assert.equal(siteAge('29.11.2008', at), 17);
      const token = await signInAt(at);
      const refused = await saveBirthDate(token, '29.11.2008');
      assert.equal(refused.statusCode, 400, `${at.toISOString()}: ${refused.body}`);
      assert.equal(refused.json().error.code, 'too_young');
      assert.equal(refused.json().error.field, 'birth_dt');
      const unchanged = await profile(token);
      assert.equal(unchanged.birth_dt, null);
      assert.equal(unchanged.is_onboarded, false);
    }
  });
});

describe('a 29 February birthday', () => {
  // The shared rule: born 29.02.2008, one is 17 all of 28.02.2026 and 18 from 01.03.2026 in Moscow.
  const cases: [Date, number][] = [
    [moscow(2026, 2, 28, 12), 17],
    [moscow(2026, 2, 28, 23, 59), 17],
    [moscow(2026, 3, 1, 0, 30), 18], // 28.02 21:30 in UTC
    [moscow(2028, 2, 29, 10), 20],
  ];

  it('is decided by PUT /user as the shared function decides it', async () => {
    for (const [at, age] of cases) {
      assert.equal(siteAge('29.02.2008', at), age, at.toISOString());
      const token = await signInAt(at);
      const answer = await saveBirthDate(token, '29.02.2008');
      if (age < 18) {
        assert.equal(answer.statusCode, 400, `${at.toISOString()}: ${answer.body}`);
        assert.equal(answer.json().error.code, 'too_young');
      } else {
        assert.equal(answer.statusCode, 200, `${at.toISOString()}: ${answer.body}`);
        assert.equal(answer.json().age, age);
      }
    }
  });

  it('gives the profile the age the shared function gives, born 29.02.1996', async () => {
    for (const [at, age] of cases) {
      assert.equal(siteAge('29.02.1996', at), age + 12, at.toISOString());
      const token = await signInAt(at);
      const saved = await saveBirthDate(token, '29.02.1996');
      assert.equal(saved.statusCode, 200, `${at.toISOString()}: ${saved.body}`);
      assert.equal(saved.json().age, age + 12, at.toISOString());
      assert.equal((await profile(token)).age, age + 12, at.toISOString());
    }
  });
});
