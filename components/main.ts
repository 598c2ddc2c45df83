/** Entry point: the root element (which loads each screen lazily) and the service worker. */
import './app-shell/app-shell.js';
