import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { appScope } from '../scope/app-scope';
import { ParcelErrorBoundary } from './parcel-error-boundary';

/**
 * Wraps a remote's component as a single-spa parcel with its own React root and error boundary, rendered in the
 * page's effector scope when there is one. The host mounts it with single-spa-react's <Parcel>; the props it passes
 * are typed in RemoteModules.
 */
export function createParcel<Props extends object>(title: string, Root: ComponentType<Props>) {
  function ParcelRoot(props: Props & AppProps) {
    const content = (
      <ParcelErrorBoundary title={title}>
        <Root {...props} />
      </ParcelErrorBoundary>
    );
    const scope = appScope();
    return scope ? <Provider value={scope}>{content}</Provider> : content;
  }
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: () => <p role="alert">Не удалось показать раздел «{title}».</p>,
  });
}
