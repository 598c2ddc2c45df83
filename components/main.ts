/**
 * Entry point: the language first (i18n/locale.ts: the stored choice, or the browser's, with
 * its messages loaded before a screen is shown), then the root element, which loads each screen
 * lazily and registers the service worker. The document title follows the language.
 */
import { settings } from './controllers/settings.js';
import { onLanguageChange } from './i18n/locale.js';
import { documentTitle } from './router.js';
import './app-shell/app-shell.js';

void settings.load();
onLanguageChange(() => (document.title = documentTitle(location.pathname)));
