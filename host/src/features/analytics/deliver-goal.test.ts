import { deliverGoal } from './deliver-goal';

const config = { productionHostname: 'kaver.ru', analytics: { counterId: '12345' } };

describe('deliverGoal', () => {
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends goals to the counter on the production hostname only', () => {
    const send = jest.fn();
    expect(deliverGoal({ name: 'open-popup-voiti' }, config, 'kaver.ru', send)).toBe('sent');
    expect(send).toHaveBeenCalledWith(12345, 'open-popup-voiti', undefined);
    expect(deliverGoal({ name: 'open-popup-voiti' }, config, 'localhost', send)).toBe('not-production');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('logs an error when the counter id is missing', () => {
    const send = jest.fn();
    const result = deliverGoal({ name: 'x' }, { ...config, analytics: {} }, 'kaver.ru', send);
    expect(result).toBe('no-counter');
    expect(send).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});
