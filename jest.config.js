// One Jest run over every workspace: front-end apps in jsdom, the API in node (its own config). The swc options
// are the builds' own, effector's plugin included, so units have the same sids as in production.
import { swcOptions } from './scripts/webpack/swc-options.mjs';

const swc = ['@swc/jest', swcOptions({ target: 'es2022', jest: true })];

const frontEnd = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // change-case (the API clients), content-disposition and cookie (the host's server: @fastify/static and
  // @fastify/cookie, which imports cookie) ship only ES modules: swc compiles them to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(change-case|content-disposition|cookie)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../scripts/jest/empty-module.cjs',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../scripts/jest/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  globals: { __BUILD_ID__: 'test' },
});

export default {
  projects: [
    frontEnd('shared-contracts'),
    frontEnd('host'),
    frontEnd('mf-catalog'),
    frontEnd('mf-auth'),
    frontEnd('mf-dating-subscription'),
    frontEnd('mf-onboarding'),
    // The remotes' standalone QA harness, which every remote's build bundles: its pure parts.
    {
      displayName: 'harness',
      rootDir: '<rootDir>/scripts/harness',
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/*.test.ts'],
    },
  ],
};
