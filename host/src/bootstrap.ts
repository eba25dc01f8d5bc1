import { nextTask } from './app/next-task';

// Every module of the app arrives with this chunk and the shared ones it names (eager imports are fetched with
// it), but evaluating them all at once was one task of 150-370 ms on a phone: React first, then the other
// libraries, then the contracts, then the app, each in a task of its own.
async function bootstrap() {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ 'effector'),
    import(/* webpackMode: "eager" */ 'effector-react'),
  ]);
  await nextTask();
  const { inTimeZone } = await import(/* webpackMode: "eager" */ '@kaver/shared-contracts');
  await nextTask();
  // The first zoned date makes Intl load its time zone data (about 15 ms on a phone): here, rather than in
  // the middle of the first card's hydration.
  inTimeZone();
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start-app');
  await startApp();
}

void bootstrap();
