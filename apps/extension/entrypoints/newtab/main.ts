// Order matters: the server and the app's base are set before the web app's first module runs.
import './server-config';
import '../../../web/src/main';
