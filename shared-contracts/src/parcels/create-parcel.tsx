import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ParcelErrorBoundary } from './parcel-error-boundary';

/**
 * Wraps a remote's component as a single-spa parcel with its own React root and error boundary. The host mounts
 * it with single-spa-react's <Parcel>; the props it passes are typed in RemoteModules.
 */
export function createParcel<Props extends object>(title: string, Root: ComponentType<Props>) {
  function ParcelRoot(props: Props & AppProps) {
    return (
      <ParcelErrorBoundary title={title}>
        <Root {...props} />
      </ParcelErrorBoundary>
    );
  }
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: () => <p role="alert">Не удалось показать раздел «{title}».</p>,
  });
}
