// Async boundary: shared modules (React, effector, the contracts) are negotiated before any app code runs.
import('./bootstrap');
