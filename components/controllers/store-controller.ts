/**
 * Connects a Lit element to a SavedStore: loads it when the element connects and re-renders
 * the element whenever the store's state, busy flag or error changes. When a store operation
 * has finished and the element has rendered it, the app's "saved and shown" signal moves
 * (./settled.ts), which is what browser tests wait for.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedStore } from '../../src/storage/index.js';
import { markSaving, markSettled } from './settled.js';

export class StoreController<T> implements ReactiveController {
  private off: (() => void) | null = null;
  private seen: number;
  constructor(
    private readonly host: ReactiveControllerHost,
    readonly store: SavedStore<T>,
  ) {
    this.seen = store.settled;
    host.addController(this);
  }
  get state(): T {
    return this.store.state;
  }
  hostConnected(): void {
    this.off = this.store.subscribe(() => this.changed());
    void this.store.load().then(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.off?.();
    this.off = null;
    markSaving(this.store, false);
  }
  private changed(): void {
    this.host.requestUpdate();
    markSaving(this.store, this.store.busy);
    if (this.store.settled !== this.seen) {
      this.seen = this.store.settled;
      void this.host.updateComplete.then(() => markSettled());
    }
  }
}
