"use client";

import { Component } from "react";

interface ErrorBoundaryProps {
  /** Shown in place of the children once one of them failed to render (or to load on the server). */
  fallback: React.ReactNode;
  children: React.ReactNode;
}

/** Keeps a failing part of a page (a side panel, a table) from taking the whole page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
