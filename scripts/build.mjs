// `npm run build`: install if needed and build the web app and the server when their sources changed.
import { checkNode, ensureBuilt, ensureInstalled } from './prepare.mjs';

checkNode();
ensureInstalled();
ensureBuilt();
