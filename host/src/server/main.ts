import { PROVIDED_SHARED_MODULES } from './provided-shared';

// The server provides every shared module to the remotes' Node builds (see provided-shared.ts).
void PROVIDED_SHARED_MODULES;
// Async boundary: the shared modules (React, effector, the contracts) are negotiated before the server starts.
import('./server');
