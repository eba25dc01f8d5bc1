// The async boundary Module Federation needs: the shared modules (React, effector, the contracts) are negotiated
// with the remotes before any of the app's code runs.
import('./app/start-app').then(({ startApp }) => startApp());
