// Order matters: the server and the app's base are set before the web app's first module runs.
import './server-config';
import '../../../web/src/main';
// A sign-in finished in the web app (the emailed link) reaches a signed-out new tab.
import './session-pickup';
