import { isQuestionStep, nextStep, previousStep, questionNumber, STEPS, stepPosition } from './steps';

describe('onboarding steps', () => {
  it('go in the order of SPEC.md 2.8', () => {
    expect(STEPS).toEqual([
      'name',
      'city',
      'age',
      'gender',
      'purpose',
      'question-1',
      'question-2',
      'question-3',
      'question-4',
      'question-5',
      'question-6',
      'categories',
      'finish',
    ]);
  });

  it('move forward one at a time, question 6 to categories, and stop at finish', () => {
    expect(nextStep('name')).toBe('city');
    expect(nextStep('purpose')).toBe('question-1');
    expect(nextStep('question-6')).toBe('categories');
    expect(nextStep('categories')).toBe('finish');
    expect(nextStep('finish')).toBeNull();
  });

  it('move back one at a time, question 1 to purpose, never from name or finish', () => {
    expect(previousStep('city')).toBe('name');
    expect(previousStep('question-1')).toBe('purpose');
    expect(previousStep('categories')).toBe('question-6');
    expect(previousStep('name')).toBeNull();
    expect(previousStep('finish')).toBeNull();
  });

  it('know the question steps and their numbers', () => {
    expect(STEPS.filter(isQuestionStep)).toHaveLength(6);
    expect(isQuestionStep('purpose')).toBe(false);
    expect(questionNumber('question-4')).toBe(4);
    expect(stepPosition('name')).toBe(1);
    expect(stepPosition('categories')).toBe(12);
  });
});
