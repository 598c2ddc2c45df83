/**
 * Connects a Lit element to a store (a SavedStore, or a LogStore for a game kept as an action
 * log): loads it when the element connects and re-renders the element whenever the store's state,
 * busy flag or error changes. When a store operation has finished and the element has rendered
 * it, the app's "saved and shown" signal moves (./settled.ts), which is what browser tests wait
 * for. While saving fails (quota, private mode), every change is announced as not saved — not
 * once, every time — so a player never takes a position a reload would lose for a safe one.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { msg, str } from '@lit/localize';
import type { SavedStore, StoreBase } from '../../src/storage/index.js';
import { markCheckpointing, markSaving, markSettled } from './settled.js';
import { announce } from './announce.js';
import './storage-words.js';

export class StoreController<T, St extends StoreBase & { readonly state: T } = SavedStore<T>> implements ReactiveController {
  private off: (() => void) | null = null;
  private seen: number;
  constructor(
    private readonly host: ReactiveControllerHost,
    readonly store: St,
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
    markCheckpointing(this.store, false);
  }
  private changed(): void {
    this.host.requestUpdate();
    markSaving(this.store, this.store.busy);
    markCheckpointing(this.store, this.store.checkpointing);
    if (this.store.settled !== this.seen) {
      const first = this.seen === 0;
      this.seen = this.store.settled;
      if (this.store.unsaved && !first) announce(msg(str`Not saved: ${this.store.error ?? ''}`));
      void this.host.updateComplete.then(() => markSettled());
    }
  }
}
