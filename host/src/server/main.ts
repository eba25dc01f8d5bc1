// Async boundary: the shared modules (React, effector, the contracts) are negotiated before the server starts.
import('./server');
