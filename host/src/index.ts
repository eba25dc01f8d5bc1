import { afterLeadPaint } from './app/after-lead-paint';
import { keepEarlyClicks } from './app/early-clicks';
import { nextTask } from './app/next-task';

// Async boundary: shared modules (React, effector, the contracts) are negotiated before any app code runs. The
// server-rendered page is painted first (see afterLeadPaint); a button clicked meanwhile gets its click once
// the app is there (see early-clicks). Asking for every chunk in one go was a long task of its own (the
// federation runtime resolves each shared module and adds a script per chunk): React's chunks are asked for
// first, then the other libraries', then the app's, each in a task of its own.
keepEarlyClicks();
afterLeadPaint().then(async () => {
  // A failure here is the bootstrap's too, and reported there.
  const ignore = () => undefined;
  import('react-dom/client').catch(ignore);
  await nextTask();
  Promise.all([import('react-router-dom'), import('effector'), import('effector-react')]).catch(ignore);
  await nextTask();
  await import('./bootstrap');
});
