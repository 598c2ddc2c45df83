/**
 * Tells an element when the URL changes (back/forward, or navigate() from router.ts), so a
 * tool screen can follow its own sub-routes (/earth-water/supply, /thermopylae/play/…).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { NAVIGATE_EVENT } from '../router.js';

export class RouteController implements ReactiveController {
  private readonly listener = () => this.onChange(location.pathname);
  constructor(
    host: ReactiveControllerHost,
    private readonly onChange: (pathname: string) => void,
  ) {
    host.addController(this);
  }
  hostConnected(): void {
    window.addEventListener('popstate', this.listener);
    window.addEventListener(NAVIGATE_EVENT, this.listener);
  }
  hostDisconnected(): void {
    window.removeEventListener('popstate', this.listener);
    window.removeEventListener(NAVIGATE_EVENT, this.listener);
  }
}
