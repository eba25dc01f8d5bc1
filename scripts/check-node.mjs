// Stops `npm start`, `npm run dev` and `npm test` on a Node older than the project's (engines in package.json)
// with one line that says what to run, instead of an error deep inside a build. Imported first by the scripts
// (evaluated before the modules after it) and run as the first step of `npm test`. Plain code that old Nodes run.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = Number(/\d+/.exec(engines.node)[0]);
const running = Number(process.versions.node.split('.')[0]);
if (running < needed) {
  console.error(
    `Kaver needs Node ${needed} or newer; this is Node ${process.versions.node}. Run, as root or with sudo: ` +
      `npm install -g --prefix /usr/local node@${needed} && hash -r && node -v   (README.md; with nvm: nvm use)`,
  );
  process.exit(1);
}
