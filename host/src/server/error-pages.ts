// Pages the server answers without rendering the app: for crawlers, which never get the error screen (SPEC.md 2.3),
// and while the API does not answer, when the app has nothing to show.

/** What a crawler gets for an error: the status, noindex, and nothing to index. */
export function crawlerErrorHtml(status: number): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8" /><meta name="robots" content="noindex, nofollow" /><meta name="prerender-status-code" content="${status}" /><title>Ошибка</title></head><body></body></html>`;
}

/** Seconds after which a visitor's browser or a crawler may ask again while the API does not answer. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The 503 page while the API does not answer: the error screen's layout of SPEC.md 2.3 (the status in large type,
 * a heading, a way on) as plain HTML with its styles inline (the CSP allows inline styles, no inline script), so
 * that it needs neither the API nor the app's scripts.
 */
export function unavailableHtml(): string {
  return `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Ошибка</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1b1b1b; }
      main { box-sizing: border-box; max-width: 1300px; min-height: 100vh; margin: 0 auto; padding: 48px 24px;
        display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; }
      .status { font-size: clamp(96px, 20vw, 180px); font-weight: 800; line-height: 1; color: #ff5b00; margin: 0; }
      h1 { font-size: 28px; margin: 16px 0 8px; }
      p { font-size: 18px; margin: 0 0 32px; color: #555; max-width: 36em; }
      a { display: inline-block; padding: 14px 28px; border-radius: 999px; background: #ff5b00; color: #fff;
        font-weight: 600; text-decoration: none; }
      a:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      <p class="status" aria-hidden="true">503</p>
      <h1>Сайт временно недоступен</h1>
      <p>Мы уже чиним. Обнови страницу через несколько секунд — всё будет на месте.</p>
      <a href="">Обновить страницу</a>
    </main>
  </body>
</html>
`;
}
