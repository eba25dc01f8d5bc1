/** @jest-environment node */
import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseServerRemotes, RemotesFile } from './remotes-file';

const CATALOG = 'http://localhost:3001/mf-manifest.json';
const MOVED = 'https://catalog.kaver.ru/v2/mf-manifest.json';

describe('remotes.json as the server reads it', () => {
  let dir: string;
  let file: string;
  let seconds = 1_700_000_000;
  /** Writes the file as a deploy would, a second later than the last write (a new mtime whatever the disk's clock). */
  const write = (text: string) => {
    writeFileSync(file, text);
    seconds += 1;
    utimesSync(file, seconds, seconds);
  };
  const errors = jest.spyOn(console, 'error');
  const warnings = jest.spyOn(console, 'warn');

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kaver-remotes-'));
    file = path.join(dir, 'remotes.json');
    write(JSON.stringify({ mf_catalog: CATALOG }));
    errors.mockReset().mockImplementation(() => {});
    warnings.mockReset().mockImplementation(() => {});
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the map at start, and a changed file once it changed', async () => {
    const remotes = new RemotesFile(file);
    expect(remotes.initial).toEqual({ mf_catalog: CATALOG });
    expect(await remotes.changed()).toBeNull();
    write(JSON.stringify({ mf_catalog: MOVED }));
    expect(await remotes.changed()).toEqual({ mf_catalog: MOVED });
    expect(await remotes.changed()).toBeNull();
  });

  it('ignores a broken or invalid file, saying so once, until a good one is written', async () => {
    const remotes = new RemotesFile(file);
    write('{"mf_catalog": "http://localhost:33');
    expect(await remotes.changed()).toBeNull();
    expect(await remotes.changed()).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('not JSON');

    write(JSON.stringify({ mf_catalog: '/mf-catalog/mf-manifest.json' }));
    expect(await remotes.changed()).toBeNull();
    write(JSON.stringify({ mf_catalog: 42 }));
    expect(await remotes.changed()).toBeNull();
    unlinkSync(file);
    expect(await remotes.changed()).toBeNull();
    expect(await remotes.changed()).toBeNull();
    expect(errors).toHaveBeenCalledTimes(4);

    write(JSON.stringify({ mf_catalog: MOVED }));
    expect(await remotes.changed()).toEqual({ mf_catalog: MOVED });
  });

  it('refuses to start on a file it cannot use', () => {
    write('[not json');
    expect(() => new RemotesFile(file)).toThrow('remotes.json is not JSON');
  });

  it('takes what the browser takes, with absolute URLs only, and says which names it left out', () => {
    expect(parseServerRemotes(JSON.stringify({ mf_catalog: MOVED, mf_unknown: MOVED }))).toEqual({
      mf_catalog: MOVED,
    });
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('mf_unknown'));
    expect(() => parseServerRemotes('{"mf_auth": "/mf-auth/mf-manifest.json"}')).toThrow('absolute');
    expect(() => parseServerRemotes('{"mf_auth": "https://"}')).toThrow();
    expect(() => parseServerRemotes('"mf_auth"')).toThrow();
  });
});
