// `npm test` runs this after the build: the first load of /ai/home must stay within its budget.
import { firstLoadJs, HOME_JS_BUDGET_BYTES } from './first-load';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = firstLoadJs('home');
const line = `JS for the first visit of /ai/home: ${kb(load.gzipBytes)} gzipped (budget ${kb(HOME_JS_BUDGET_BYTES)}), ${load.files.length} files`;
if (load.gzipBytes > HOME_JS_BUDGET_BYTES) {
  console.error(`${line}\nOver budget. Load what the home page does not show on demand.`);
  process.exit(1);
}
console.log(line);
