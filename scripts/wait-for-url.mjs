// Waits until a local server answers at all (any HTTP status): a dev server answers once its first build is done,
// the API once its database is ready. Local https servers (VK ID's stand-in) have a self-signed certificate,
// which is accepted here: the question is only whether the server answers.
import http from 'node:http';
import https from 'node:https';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the URL answers with any status, rejects when it cannot be reached. */
function answers(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { rejectUnauthorized: false, timeout: 30_000 }, (response) => {
      response.resume();
      resolve();
    });
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, gaveUp?: () => boolean }} [options] `gaveUp` ends the wait early, quietly
 */
export async function waitForUrl(url, { timeoutMs = 180_000, gaveUp = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) return;
    try {
      await answers(url);
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
