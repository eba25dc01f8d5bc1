import { clearAnswer, toggleAnswer, toggleInList, toggleSingle } from './draft';

describe('draft edits', () => {
  it('select an option, and unselect it when clicked again', () => {
    expect(toggleSingle(null, 3)).toBe(3);
    expect(toggleSingle(3, 5)).toBe(5);
    expect(toggleSingle(5, 5)).toBeNull();
    expect(toggleSingle<'male' | 'female'>('male', 'male')).toBeNull();
  });

  it('add and remove ids of a list', () => {
    expect(toggleInList([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleInList([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('keep one answer on a single-choice question', () => {
    let answers = toggleAnswer({}, 1, 2, false);
    expect(answers).toEqual({ '1': [2] });
    answers = toggleAnswer(answers, 1, 4, false);
    expect(answers).toEqual({ '1': [4] });
    expect(toggleAnswer(answers, 1, 4, false)).toEqual({});
  });

  it('collect answers on a multiple-choice question', () => {
    let answers = toggleAnswer({ '1': [4] }, 2, 1, true);
    answers = toggleAnswer(answers, 2, 7, true);
    expect(answers).toEqual({ '1': [4], '2': [1, 7] });
    expect(toggleAnswer(answers, 2, 1, true)).toEqual({ '1': [4], '2': [7] });
  });

  it('drop a skipped question', () => {
    expect(clearAnswer({ '1': [4], '2': [1] }, 2)).toEqual({ '1': [4] });
    expect(clearAnswer({ '1': [4] }, 3)).toEqual({ '1': [4] });
  });
});
