import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the user was about to see, for the message ('Афиша', 'Вход'). */
  title: string;
  children: ReactNode;
}

/**
 * Every parcel's own error boundary: a crash inside a remote shows a message with a retry in its place and
 * never reaches the host or the other remotes.
 */
export class ParcelErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.title}] parcel crashed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="kaver-parcel-crash">
        <p>Не удалось показать раздел «{this.props.title}».</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Попробовать ещё раз
        </button>
      </div>
    );
  }
}
