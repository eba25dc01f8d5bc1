/** Shown when the site cannot start at all (config.json unreachable or broken). */
export function StartupError({ message }: { message: string }) {
  return (
    <div className="startup-error" role="alert">
      <h1>Сайт не загрузился</h1>
      <p>Не получилось получить настройки сайта. Проверь подключение к интернету и обнови страницу.</p>
      <p className="startup-error__detail">{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Обновить страницу
      </button>
    </div>
  );
}
