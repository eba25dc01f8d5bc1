import type { PageParcelProps } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { breadcrumbsJsonLd, HOME_CRUMB } from '../../shared/lib/json-ld';
import { pageSaying } from '../../shared/lib/page-said';
import { brandName, OPEN_CITIES } from '../../shared/lib/site';

/** The page's place on the site, for search engines: Главная / the page. */
const crumbsTo = (title: string, path: string) => breadcrumbsJsonLd([HOME_CRUMB, { title, path }]);

/** `/about`, `/events-bot` or `/playground` is entered: told apart by the route name. */
export const infoStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(infoStarted);

export function infoMeta({ route }: Pick<PageParcelProps, 'route'>) {
  const brand = brandName();
  if (route.name === 'events-bot') {
    return {
      title: `Бот с событиями в Telegram | ${brand}`,
      description: 'Подборка событий твоего города в Telegram: на сегодня, на выходные и по твоим интересам.',
      canonicalPath: '/events-bot',
      jsonLd: crumbsTo('Бот с событиями', '/events-bot'),
    };
  }
  if (route.name === 'playground') {
    return {
      title: `Куда сходить? Подбор события за три вопроса | ${brand}`,
      description: `Выбери, когда, с каким настроением и за какой бюджет, — и ${brand} предложит событие в твоём городе.`,
      canonicalPath: '/playground',
      jsonLd: crumbsTo('Куда сходить?', '/playground'),
    };
  }
  return {
    title: `О проекте ${brand} — афиша событий и мест в городах России`,
    description: `${brand} помогает решить, куда сходить: концерты, выставки, спектакли, вечеринки и необычные места в ${OPEN_CITIES} городах, а ещё знакомства с теми, кто идёт туда же.`,
    canonicalPath: '/about',
    jsonLd: crumbsTo('О проекте', '/about'),
  };
}

sample({ clock: infoStarted, fn: infoMeta, target: host.meta });
