// What the API writes to its log: each request, but not the host's health probes while they succeed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startInProcess } from './in-process';

describe('request log', () => {
  it('leaves out the health probes every host process sends every two seconds, not the other requests', async () => {
    const lines: string[] = [];
    const api = await startInProcess({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      assert.equal((await api.app.inject({ url: '/health' })).statusCode, 200);
      assert.equal((await api.app.inject({ url: '/kaver/web/v1/cities' })).statusCode, 200);
    } finally {
      await api.stop();
    }
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter(Boolean);
    assert.deepEqual(urls, ['/kaver/web/v1/cities']);
  });
});
