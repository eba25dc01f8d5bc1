import { $runtimeConfig, type PageParcelProps } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { brandName, OPEN_CITIES } from '../../shared/lib/site';
import buttons from '../../shared/ui/button.module.css';
import pageStyles from '../../shared/ui/page.module.css';
import styles from './info-page.module.css';
import { Playground } from './playground';
import { readPlaygroundQuery } from './playground-model';

const playgroundKey = (query: Readonly<Record<string, string>>) =>
  Object.values(readPlaygroundQuery(query).choice).join('/');

function About({ city }: Pick<PageParcelProps, 'city'>) {
  const brand = brandName();
  return (
    <div className={pageStyles.page} data-testid="about-page">
      <h1 className={pageStyles.title}>{brand} — куда сходить сегодня</h1>
      <p className={pageStyles.lead}>
        Мы собираем афишу событий и интересные места в {OPEN_CITIES} городах России и помогаем найти компанию,
        с которой туда пойти.
      </p>
      <div className={styles.features}>
        <section>
          <h2>Афиша на каждый день</h2>
          <p>
            Концерты, стендап, выставки, спектакли, вечеринки, лекции и мастер-классы с датами, ценами и
            возрастной маркировкой. Подборки «Сегодня», «Завтра», «На выходных» и тематические списки
            редакции.
          </p>
        </section>
        <section>
          <h2>Места</h2>
          <p>
            Бары, музеи, галереи, театры и арт-пространства с адресами, часами работы и событиями, которые там
            проходят.
          </p>
        </section>
        <section>
          <h2>Журнал</h2>
          <p>Планы на выходные, идеи для свиданий, бесплатные события и гиды по городам от нашей редакции.</p>
        </section>
        <section>
          <h2>Знакомства</h2>
          <p>
            Более 150 000 активных анкет. Смотри, кто идёт на то же событие, и договаривайся встретиться там.
            Полный доступ — по премиум-подписке, в приложении.
          </p>
        </section>
      </div>
      <p className={styles.note}>Сервис для взрослых: 18+.</p>
      <div className={styles.ctas}>
        <a className={buttons.primary} href={`/${city.alias}`}>
          Афиша: {city.title}
        </a>
        <a className={buttons.secondary} href="/playground">
          Подобрать событие
        </a>
        <a className={buttons.secondary} href="/events-bot">
          Бот с событиями
        </a>
      </div>
    </div>
  );
}

function EventsBot() {
  const config = useUnit($runtimeConfig);
  const botName = config?.telegram?.botName ?? 'kaver_afisha_bot';
  const brand = brandName();
  return (
    <div className={pageStyles.page} data-testid="events-bot-page">
      <h1 className={pageStyles.title}>Бот с событиями в Telegram</h1>
      <p className={pageStyles.lead}>Афиша {brand} прямо в мессенджере: бот сам пришлёт, куда сходить.</p>
      <ol className={styles.steps}>
        <li>
          <b>Открой бота</b> и нажми «Старт».
        </li>
        <li>
          <b>Выбери город</b> — любой из {OPEN_CITIES} городов афиши.
        </li>
        <li>
          <b>Отметь интересы</b>: стендап, концерты, выставки, вечеринки, еда — что угодно из наших категорий.
        </li>
        <li>
          <b>Получай подборки</b>: в пятницу — планы на выходные, по запросу — что идёт сегодня. Каждая
          подборка открывается на сайте отдельной страницей, ей удобно поделиться с друзьями.
        </li>
      </ol>
      <h2 className={pageStyles.sectionTitle}>Команды</h2>
      <dl className={styles.commands}>
        <dt>/today</dt>
        <dd>события на сегодня</dd>
        <dt>/weekend</dt>
        <dd>планы на выходные</dd>
        <dt>/city</dt>
        <dd>сменить город</dd>
        <dt>/stop</dt>
        <dd>отписаться от рассылки</dd>
      </dl>
      <a
        className={buttons.primary}
        href={`https://t.me/${botName}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Открыть бота в Telegram
      </a>
    </div>
  );
}

/** `/about`, `/events-bot` and `/playground`, told apart by the route name. */
export function InfoPage({ route, city }: PageParcelProps) {
  if (route.name === 'events-bot') return <EventsBot />;
  // A new address of the page (its answers) starts its form anew from them.
  if (route.name === 'playground')
    return <Playground key={playgroundKey(route.query)} city={city} query={route.query} />;
  return <About city={city} />;
}
