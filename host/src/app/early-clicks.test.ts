import { keepEarlyClicks, replayEarlyClicks } from './early-clicks';

afterEach(() => {
  replayEarlyClicks();
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('replays a click on a button once the app is there, and only then', () => {
    document.body.innerHTML = '<button type="button" id="login">Войти</button>';
    keepEarlyClicks();
    document.getElementById('login')!.click();

    const handled: string[] = [];
    document.getElementById('login')!.addEventListener('click', () => handled.push('login'));
    expect(handled).toEqual([]);
    replayEarlyClicks();
    expect(handled).toEqual(['login']);
  });

  it('leaves links, submit buttons and buttons gone from the page alone', () => {
    document.body.innerHTML =
      '<a href="#events" id="link">Афиша</a><form><button id="submit">Найти</button></form>' +
      '<button type="button" id="gone">Закрыть</button>';
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    keepEarlyClicks();
    const handled: string[] = [];
    for (const id of ['link', 'submit', 'gone']) {
      const element = document.getElementById(id)!;
      element.click();
      element.addEventListener('click', () => handled.push(id));
    }
    document.getElementById('gone')!.remove();
    replayEarlyClicks();
    expect(handled).toEqual([]);
  });

  it('stops keeping clicks after the replay', () => {
    document.body.innerHTML = '<button type="button" id="favourite">В избранное</button>';
    keepEarlyClicks();
    replayEarlyClicks();
    const button = document.getElementById('favourite')!;
    button.click();
    const handled: string[] = [];
    button.addEventListener('click', () => handled.push('favourite'));
    replayEarlyClicks();
    expect(handled).toEqual([]);
  });
});
