// One Jest run over every workspace: front-end apps in jsdom, the API in node (its own config).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const frontEnd = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // change-case ships only ES modules: let swc compile it to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!change-case/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../scripts/jest/empty-module.cjs',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../scripts/jest/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

export default {
  projects: [
    frontEnd('shared-contracts'),
    frontEnd('host'),
    frontEnd('mf-catalog'),
    frontEnd('mf-auth'),
    frontEnd('mf-dating-subscription'),
    frontEnd('mf-onboarding'),
  ],
};
