/**
 * @jest-environment node
 */
import kaverRuntimePlugin from './runtime-plugin';

// The host's server renders remotes with the same runtime plugin: with no document, the Node runtime plugin must
// load the entry its own way (a script element there failed every server render with "document is not defined").
it('leaves remote entries to the Node runtime on the server', () => {
  expect(
    kaverRuntimePlugin().createScript?.({ url: 'http://localhost:3001/server/remoteEntry.js' }),
  ).toBeUndefined();
});
