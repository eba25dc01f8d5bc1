import { afterLeadPaint } from './app/after-lead-paint';
import { keepEarlyClicks } from './app/early-clicks';

// Async boundary: shared modules (React, effector, the contracts) are negotiated before any app code runs. The
// server-rendered page is painted first (see afterLeadPaint); a button clicked meanwhile gets its click once
// the app is there (see early-clicks).
keepEarlyClicks();
afterLeadPaint().then(() => import('./bootstrap'));
