/** @jest-environment node */
import type { Readable } from 'node:stream';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import { streamDocument } from './stream-document';

function renderAll(): Promise<PipeableStream> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <ul>
        {Array.from({ length: 3000 }, (_, n) => `event-${n}`).map((id) => (
          <li key={id}>Событие {id}</li>
        ))}
      </ul>,
      { onAllReady: () => resolve(stream), onShellError: reject },
    );
  });
}

async function read(body: Readable): Promise<{ text: string; chunks: number }> {
  let text = '';
  let chunks = 0;
  for await (const chunk of body) {
    text += chunk.toString();
    chunks += 1;
  }
  return { text, chunks };
}

describe('streamDocument', () => {
  it('sends the document around the markup, in a few large pieces, and keeps the same bytes whole', async () => {
    const { body, whole } = streamDocument(await renderAll(), {
      before: '<body><main>',
      after: '</main></body>',
    });
    const sent = await read(body);
    const page = await whole();
    expect(sent.text).toBe(page.body.toString());
    expect(sent.text.startsWith('<body><main><ul><li>Событие <!-- -->event-0</li>')).toBe(true);
    expect(sent.text.endsWith('</ul></main></body>')).toBe(true);
    expect(page.markup.length).toBeGreaterThan(60_000);
    expect(sent.chunks).toBeLessThan(10);
  });

  it('still makes the whole page when the visitor leaves halfway', async () => {
    const { body, whole } = streamDocument(await renderAll(), { before: '<main>', after: '</main>' });
    body.destroy();
    const page = await whole();
    expect(page.body.toString().endsWith('</ul></main>')).toBe(true);
  });
});
