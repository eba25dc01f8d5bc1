import { createHostConfig } from '../scripts/webpack/create-app-config.mjs';

export default (_env, argv) =>
  createHostConfig({ appDir: import.meta.dirname, port: 3000, mode: argv.mode ?? 'production' });
