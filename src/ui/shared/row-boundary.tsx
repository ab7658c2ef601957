import { Component, type ComponentChildren } from 'preact';

interface Props {
  /** What the row shows when rendering it threw. */
  readonly fallback: ComponentChildren;
  /** The row's data: when it changes, the row is tried again. */
  readonly data: unknown;
  readonly children: ComponentChildren;
}

interface State {
  readonly failed: boolean;
}

/**
 * Keeps a throw while rendering one row of a list to that row: it shows `fallback` instead and
 * every other row renders as usual, so one broken stored record never blanks a page.
 */
export class RowBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static override getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('Antenna Reader: a row could not be shown:', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.data !== this.props.data) this.setState({ failed: false });
  }

  override render(): ComponentChildren {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
