import type { User } from '@kaver/shared-contracts';
import { describeUser } from './describe-user';

const user = (fields: Partial<User>) => ({ firstName: null, idCity: 0, age: null, ...fields }) as User;

describe('describeUser', () => {
  it('strips the team and age suffixes and makes the initials from what is left', () => {
    const summary = describeUser(user({ firstName: 'Анна Петрова | Команда Kaver, 25', idCity: 1, age: 25 }));
    expect(summary.name).toBe('Анна Петрова');
    expect(summary.initials).toBe('АП');
    expect(summary.details).toEqual(['Москва', '25\u00a0лет']);
  });

  it('copes with a profile that has nothing yet', () => {
    expect(describeUser(user({}))).toEqual({ name: 'Без имени', initials: '', details: [] });
  });

  it('declines the age', () => {
    expect(describeUser(user({ age: 21 })).details).toEqual(['21\u00a0год']);
    expect(describeUser(user({ age: 33 })).details).toEqual(['33\u00a0года']);
  });
});
