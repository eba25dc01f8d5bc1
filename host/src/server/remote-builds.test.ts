/** @jest-environment node */
import type { RemotesMap } from '@kaver/shared-contracts';
import { registerRemotes, retryRemote } from '../shared/federation/remotes';
import { RemoteBuilds } from './remote-builds';

// The federation runtime is the server bundle's: here, only what the remotes are registered with is seen.
jest.mock('../shared/federation/remotes', () => ({
  ...jest.requireActual('../shared/federation/remotes'),
  registerRemotes: jest.fn(),
  retryRemote: jest.fn(),
}));

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  exposes: [
    {
      name: 'city-page',
      path: './city-page',
      assets: {
        css: { sync: ['static/css/__federation_expose_city_page.css'] },
        js: { sync: ['static/js/4978.js', 'static/js/__federation_expose_city_page.js'] },
      },
    },
  ],
};

describe('the remotes as the server sees them', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("names an exposed page's stylesheets and its scripts, the remote's entry first, as absolute URLs", async () => {
    globalThis.fetch = jest.fn(async () => Response.json(manifest)) as typeof fetch;
    const builds = new RemoteBuilds({ mf_catalog: MANIFEST } as never, 0);
    expect(await builds.assets('mf_catalog', './city-page')).toEqual({
      stylesheets: ['http://localhost:3001/static/css/__federation_expose_city_page.css'],
      scripts: [
        'http://localhost:3001/remoteEntry.js',
        'http://localhost:3001/static/js/4978.js',
        'http://localhost:3001/static/js/__federation_expose_city_page.js',
      ],
    });
  });

  it('names nothing for a page the manifest does not expose, or when the manifest cannot be read', async () => {
    globalThis.fetch = jest.fn(async () => Response.json(manifest)) as typeof fetch;
    expect(
      await new RemoteBuilds({ mf_catalog: MANIFEST } as never, 0).assets('mf_catalog', './nope'),
    ).toEqual({
      stylesheets: [],
      scripts: [],
    });
    globalThis.fetch = jest.fn(async () => new Response('down', { status: 503 })) as typeof fetch;
    expect(
      await new RemoteBuilds({ mf_catalog: MANIFEST } as never, 0).assets('mf_catalog', './city-page'),
    ).toEqual({
      stylesheets: [],
      scripts: [],
    });
  });

  it('says when a remote stops answering, and its version changes so that kept pages are not served again', async () => {
    let answering = true;
    globalThis.fetch = jest.fn(async () =>
      answering ? Response.json({ id: 'build-1' }) : new Response('down', { status: 503 }),
    ) as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const builds = new RemoteBuilds({ mf_catalog: MANIFEST } as never, 0);
    await builds.watch();
    const up = builds.version();
    expect(up).toContain('build-1');
    expect(builds.unreachable('mf_catalog')).toBe(false);
    answering = false;
    await builds.watch();
    expect(builds.unreachable('mf_catalog')).toBe(true);
    expect(builds.version()).not.toBe(up);
    answering = true;
    await builds.watch();
    expect(builds.unreachable('mf_catalog')).toBe(false);
    expect(builds.version()).toBe(up);
    warn.mockRestore();
  });

  it('takes a changed remotes map whole: a moved remote is registered afresh and read at its new URL', async () => {
    const MOVED = 'http://localhost:3301/mf-manifest.json';
    const AUTH = 'http://localhost:3002/mf-manifest.json';
    // The same build at both URLs: only the map tells the pages apart.
    globalThis.fetch = jest.fn(async (url: string) =>
      Response.json(url.endsWith('latest-build.json') ? { id: 'build-1' } : manifest),
    ) as unknown as typeof fetch;
    let next: RemotesMap | null = null;
    const source = { changed: jest.fn(async () => next) };
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const builds = new RemoteBuilds({ mf_catalog: MANIFEST, mf_auth: AUTH }, 0, source);
    await builds.watch();
    const before = builds.version();
    const { remotes } = builds;
    expect(await builds.assets('mf_catalog', './city-page')).toMatchObject({
      scripts: expect.arrayContaining(['http://localhost:3001/remoteEntry.js']),
    });

    next = { mf_catalog: MOVED, mf_auth: AUTH };
    await builds.watch();
    expect(builds.remotes).toEqual(next);
    expect(builds.remotes).not.toBe(remotes);
    expect(registerRemotes).toHaveBeenCalledWith(next);
    expect(retryRemote).toHaveBeenCalledWith('mf_catalog');
    expect(retryRemote).not.toHaveBeenCalledWith('mf_auth');
    expect(globalThis.fetch).toHaveBeenCalledWith(
      'http://localhost:3301/latest-build.json',
      expect.anything(),
    );
    expect(builds.version()).not.toBe(before);
    expect(await builds.assets('mf_catalog', './city-page')).toEqual({
      stylesheets: ['http://localhost:3301/static/css/__federation_expose_city_page.css'],
      scripts: [
        'http://localhost:3301/remoteEntry.js',
        'http://localhost:3301/static/js/4978.js',
        'http://localhost:3301/static/js/__federation_expose_city_page.js',
      ],
    });

    // The same map again (the file rewritten as it was) changes nothing; a remote taken out is not loaded.
    const moved = builds.version();
    next = { ...next };
    await builds.watch();
    expect(builds.version()).toBe(moved);
    next = { mf_catalog: MOVED };
    await builds.watch();
    expect(builds.remotes).toEqual({ mf_catalog: MOVED });
    expect(await builds.assets('mf_auth', './login')).toEqual({ stylesheets: [], scripts: [] });
    info.mockRestore();
  });
});
