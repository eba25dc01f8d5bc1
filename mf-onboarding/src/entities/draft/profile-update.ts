// What the finish step sends (SPEC.md 7.3): the profile for PUT /user, the categories and the purpose.
import type { ProfileUpdate } from '@kaver/shared-contracts';
import { visibleName } from '@kaver/shared-contracts/text';
import { birthDateText } from './birth-date';
import type { OnboardingDraft } from './draft';

/** firstName, birthDt (DD.MM.YYYY), gender ('other' if unset), idCity (0 if unset). */
export function profileUpdateOf(draft: OnboardingDraft): ProfileUpdate {
  return {
    firstName: visibleName(draft.name),
    birthDt: birthDateText(draft.age),
    gender: draft.gender ?? 'other',
    idCity: draft.city ?? 0,
  };
}
