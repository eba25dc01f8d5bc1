import { afterLargestPaint } from './app/after-largest-paint';

// Async boundary: shared modules (React, effector, the contracts) are negotiated before any app code runs. The
// server-rendered page's largest picture is painted first (see afterLargestPaint).
afterLargestPaint().then(() => import('./bootstrap'));
