import type { RemoteName, RemotePage } from '@kaver/shared-contracts';
import { createContext } from 'react';

/**
 * The page modules the loaders have loaded, by remote and expose: the route's component renders from here
 * synchronously, so the server's render and the browser's hydration see the same module. The server keeps one map
 * per request (a redeploy between two requests never mixes builds); the browser keeps one for the page's life.
 */
export type LoadedPages = Map<string, RemotePage>;

export const pageModuleKey = (remote: RemoteName, expose: string) => `${remote}/${expose}`;

export const LoadedPagesContext = createContext<LoadedPages>(new Map());
