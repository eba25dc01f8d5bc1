/** @jest-environment node */
import { RemoteBuilds } from './remote-builds';

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
    expect(up).toBe('build-1');
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
});
