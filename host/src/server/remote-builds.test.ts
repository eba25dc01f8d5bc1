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
});
