import { type Goal, goalReached, modalClosed, modalOpened } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $loginRequest } from '../../../shared/model';
import { closeClicked, loginModalMounted, loginModalUnmounted } from './model';

describe('login modal lifecycle', () => {
  const log: string[] = [];
  const stops = [
    modalOpened.watch(({ id }) => log.push(`opened:${id}`)),
    modalClosed.watch(({ id }) => log.push(`closed:${id}`)),
    goalReached.watch((goal: Goal) => log.push(`goal:${goal.name}:${goal.params?.source ?? ''}`)),
  ];
  afterAll(() => {
    for (const stop of stops) stop();
  });
  beforeEach(() => {
    log.length = 0;
  });

  it("records 'open-popup-voiti' and tells the host a modal is open", async () => {
    const scope = fork();
    await allSettled(loginModalMounted, { scope, params: { source: 'header', redirect: 'subscription' } });
    expect(log).toEqual(['opened:login', 'goal:open-popup-voiti:header']);
    expect(scope.getState($loginRequest)).toEqual({ source: 'header', redirect: 'subscription' });
  });

  it('closing asks the host to unmount it once and resets the request', async () => {
    const scope = fork();
    await allSettled(loginModalMounted, { scope, params: { source: 'header' } });
    log.length = 0;
    await allSettled(closeClicked, { scope });
    await allSettled(loginModalUnmounted, { scope });
    expect(log).toEqual(['closed:login']);
    expect(scope.getState($loginRequest)).toEqual({});
  });

  it('an unmount the person did not ask for (another modal replaced it) still closes it', async () => {
    const scope = fork();
    await allSettled(loginModalMounted, { scope, params: {} });
    log.length = 0;
    await allSettled(loginModalUnmounted, { scope });
    expect(log).toEqual(['closed:login']);
  });
});
