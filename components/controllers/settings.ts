/**
 * The app's settings as shared, persisted state: one model for the whole app, and a reactive
 * controller that re-renders any element using it when a setting changes (in this tab or,
 * through a BroadcastChannel, in another one). The language setting is applied as it changes
 * (i18n/locale.ts); on the first run the rules edition starts from the language (issue 20). A
 * change is saved and shown like a store operation: it moves the app's "saved and shown" signal
 * (./settled.ts) once written and rendered; a write the browser refuses is worded for the player
 * (./storage-words.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DEFAULT_SETTINGS, loadStoredSettings, saveSettings, type Settings } from '../../src/storage/settings.js';
import { applyLanguage, resolveLocale } from '../i18n/locale.js';
import { errorText } from './storage-words.js';
import { markSaving, markSettled } from './settled.js';

type Listener = (s: Settings) => void;

class SettingsModel {
  current: Settings = { ...DEFAULT_SETTINGS };
  /** Why settings cannot be saved, or null. */
  error: string | null = null;
  private listeners = new Set<Listener>();
  /** Elements showing settings: a change counts as shown once they have all rendered it. */
  readonly hosts = new Set<ReactiveControllerHost>();
  private loading: Promise<void> | null = null;
  private channel: BroadcastChannel | null =
    typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('strategos-settings') : null;

  constructor() {
    this.channel?.addEventListener('message', () => {
      this.loading = null;
      void this.load();
    });
  }

  load(): Promise<void> {
    this.loading ??= loadStoredSettings()
      .then(async (s) => {
        this.error = null;
        if (s) {
          this.current = s;
          return;
        }
        // First run: the rules edition follows the language (003 for a Dutch player), then
        // stays the player's own setting, whatever the language does later.
        this.current = { ...DEFAULT_SETTINGS, edition: resolveLocale(DEFAULT_SETTINGS.language) };
        await saveSettings(this.current);
      })
      .catch((e: unknown) => {
        this.error = errorText(e);
      })
      .finally(() => this.emit());
    return this.loading;
  }

  /** Change one setting; resolves once it is saved (or saving failed, see `error`). */
  async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
    this.current = { ...this.current, [key]: value };
    markSaving(this, true);
    this.emit();
    try {
      await saveSettings(this.current);
      this.error = null;
      this.channel?.postMessage('changed');
    } catch (e) {
      this.error = errorText(e);
    }
    markSaving(this, false);
    this.emit();
    // shown means shown in the new language too (its messages may be a chunk still loading)
    if (key === 'language') await applyLanguage(this.current.language);
    await Promise.all([...this.hosts].map((h) => h.updateComplete));
    markSettled();
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private emit(): void {
    applyToDocument(this.current);
    for (const l of this.listeners) l(this.current);
  }
}

/** Theme and motion settings live on <html> so every shadow root sees them; so does the language. */
function applyToDocument(s: Settings): void {
  if (typeof document === 'undefined') return;
  void applyLanguage(s.language);
  const root = document.documentElement;
  root.dataset.theme = s.theme;
  if (s.reduceMotion) root.dataset.reduceMotion = '';
  else delete root.dataset.reduceMotion;
}

export const settings = new SettingsModel();

export class SettingsController implements ReactiveController {
  private off: (() => void) | null = null;
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  get value(): Settings {
    return settings.current;
  }
  hostConnected(): void {
    this.off = settings.subscribe(() => this.host.requestUpdate());
    settings.hosts.add(this.host);
    void settings.load();
  }
  hostDisconnected(): void {
    this.off?.();
    this.off = null;
    settings.hosts.delete(this.host);
  }
}
