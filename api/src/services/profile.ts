// The signed-in user's profile (GET /profile/-1, GET /me, and the answer of every profile write).
import type { Profile } from '@kaver/shared-contracts/domain';
import { ageOn, parseDate } from '@kaver/shared-contracts/time';
import type { AppContext } from '../context';
import { invalidToken } from '../http/errors';
import { hasPremium } from './premium';

/**
 * The profile of the caller `userId` (the session check's user). An account deleted since that check answers as
 * the check would now: 401, the session having gone with the account.
 */
export async function loadProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [user, categories, purposes, answers, premium] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('userCategories')
      .select('eventTypeId')
      .where('userId', '=', userId)
      .orderBy('eventTypeId')
      .execute(),
    db
      .selectFrom('userPurposes')
      .select('purposeId')
      .where('userId', '=', userId)
      .orderBy('purposeId')
      .execute(),
    db.selectFrom('userSurveyAnswers').selectAll().where('userId', '=', userId).orderBy('answerId').execute(),
    hasPremium(db, userId, now),
  ]);
  if (!user) throw invalidToken();
  // Stored as 'YYYY-MM-DD'; answered as 'DD.MM.YYYY', and the age counted as the site counts it (Moscow's day).
  const birthDt = user.birthDate ? user.birthDate.split('-').reverse().join('.') : null;
  const birth = birthDt ? parseDate(birthDt) : null;
  const surveyAnswers: Record<string, number[]> = {};
  for (const answer of answers) {
    const key = String(answer.questionId);
    surveyAnswers[key] = [...(surveyAnswers[key] ?? []), answer.answerId];
  }
  return {
    id: user.id,
    phone: user.phone,
    email: user.email,
    firstName: user.firstName,
    birthDt,
    age: birth ? ageOn(birth, now) : null,
    gender: user.gender,
    idCity: user.cityId ?? 0,
    avatar: `${ctx.config.publicUrl}/media/avatars/user-${user.id}.svg`,
    categories: categories.map((row) => row.eventTypeId),
    purposes: purposes.map((row) => row.purposeId),
    surveyAnswers,
    hasPremium: premium,
    isOnboarded: Boolean(user.firstName && user.birthDate && user.gender),
  };
}
