// Stops `npm start`, `npm run dev` and `npm test` on a Node older than the project's (engines in package.json)
// with one line that says what to run, instead of an error deep inside a build. Imported first by the scripts
// (evaluated before the modules after it) and run as the first step of `npm test`. Plain code that old Nodes run.
import { readFileSync } from 'node:fs';

/** The line to print when `version` (process.versions.node) is older than `engine` ('>=24'); null when it is not. */
export function olderNodeMessage(engine, version) {
  const needed = Number(/\d+/.exec(engine)[0]);
  if (Number(version.split('.')[0]) >= needed) return null;
  return (
    `Kaver needs Node ${needed} or newer; this is Node ${version}. Run, as root or with sudo: ` +
    `npm install -g --prefix /usr/local node@${needed} && hash -r && node -v   (README.md; with nvm: nvm use)`
  );
}

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const message = olderNodeMessage(engines.node, process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
