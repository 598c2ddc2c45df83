/**
 * Connects a Lit element to a SavedStore: loads it when the element connects and re-renders
 * the element whenever the store's state, busy flag or error changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedStore } from '../../src/storage/index.js';

export class StoreController<T> implements ReactiveController {
  private off: (() => void) | null = null;
  constructor(
    private readonly host: ReactiveControllerHost,
    readonly store: SavedStore<T>,
  ) {
    host.addController(this);
  }
  get state(): T {
    return this.store.state;
  }
  hostConnected(): void {
    this.off = this.store.subscribe(() => this.host.requestUpdate());
    void this.store.load().then(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.off?.();
    this.off = null;
  }
}
