import { useUnit } from 'effector-react';
import { isQuestionStep } from '../../entities/draft';
import { $step } from '../../features/onboarding-flow';
import { AgeStep } from './steps/age-step';
import { CategoriesStep } from './steps/categories-step';
import { CityStep } from './steps/city-step';
import { FinishStep } from './steps/finish-step';
import { GenderStep } from './steps/gender-step';
import { NameStep } from './steps/name-step';
import { PurposeStep } from './steps/purpose-step';
import { QuestionStep } from './steps/question-step';

/** The current step; a new step mounts afresh, so it takes focus as it appears. */
export function StepView() {
  const step = useUnit($step);
  if (isQuestionStep(step)) return <QuestionStep key={step} step={step} />;
  switch (step) {
    case 'name':
      return <NameStep />;
    case 'city':
      return <CityStep />;
    case 'age':
      return <AgeStep />;
    case 'gender':
      return <GenderStep />;
    case 'purpose':
      return <PurposeStep />;
    case 'categories':
      return <CategoriesStep />;
    case 'finish':
      return <FinishStep />;
  }
}
