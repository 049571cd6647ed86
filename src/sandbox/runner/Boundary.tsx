import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  onError: (error: unknown) => void;
}

/** Catches what the edited demo throws while rendering, and hands it to the runner to report. */
export default class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
