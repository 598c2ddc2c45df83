/**
 * Why a screen's code would not load: this tab runs a version whose files the server no longer
 * has (a new version was deployed and the old one's files are gone) — reloading fixes it — or
 * the device cannot reach the server at all. Asked only after a load failed.
 */

/** 'new-version' when the server answers (so the screen's file is gone, not the network); else 'offline'. */
export async function whyScreenFailed(): Promise<'new-version' | 'offline'> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    // never precached, so this goes to the network: any answer at all means the server is there
    await fetch(`/sw.js?reachable=${Date.now()}`, { cache: 'no-store', method: 'HEAD' });
  } catch {
    return 'offline';
  }
  // the worker may now see the new version too: let it fetch it, so "Reload" lands on it
  void navigator.serviceWorker?.getRegistration().then((r) => r?.update()).catch(() => undefined);
  return 'new-version';
}
