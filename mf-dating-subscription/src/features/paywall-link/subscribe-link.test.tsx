import { goalReached, locationChanged } from '@kaver/shared-contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { createWatch } from 'effector';
import { SubscribeLink } from './subscribe-link';

it('links to /subscription with utm parameters, records the goal and lets the modal close', () => {
  locationChanged({ pathname: '/moscow/events/jazz', search: '', hash: '' });
  const goals = jest.fn();
  const stop = createWatch({ unit: goalReached, fn: goals });
  const onFollow = jest.fn();
  render(
    <SubscribeLink content="dating-block" onFollow={onFollow}>
      Оформить подписку
    </SubscribeLink>,
  );
  const link = screen.getByRole('link', { name: 'Оформить подписку' });
  const url = new URL(link.getAttribute('href')!, 'https://kaver.test');
  expect(url.pathname).toBe('/subscription');
  expect(url.searchParams.get('utm_campaign')).toBe('/moscow/events/jazz');
  expect(url.searchParams.get('utm_content')).toBe('dating-block');
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(goals).toHaveBeenCalledWith({
    name: 'переход на страницу оформления подписки',
    params: { source: 'dating-block' },
  });
  expect(onFollow).toHaveBeenCalled();
  stop();
});
