// Debian's Chromium and the flags every browser run here uses (Playwright cannot download browsers on our
// machines; without the background-networking flags Chromium keeps dialling out of a closed network).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** What Chromium needs to run at all here: headless, as root, with no GPU and no network of its own. */
export const SANDBOX_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_FLAGS = [...SANDBOX_FLAGS, '--disable-quic', '--no-first-run'];
