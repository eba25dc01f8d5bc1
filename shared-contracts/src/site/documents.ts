/** The child pages of /documents (SPEC.md 2.1) with their Russian titles, for the footer and the index page. */
export const DOCUMENTS = [
  { slug: 'polzovatelskoe-soglashenie', title: 'Пользовательское соглашение' },
  { slug: 'politika-konfidentsialnosti', title: 'Политика конфиденциальности' },
  { slug: 'oferta-o-rekurrentnyh-platezhah', title: 'Оферта о рекуррентных платежах' },
  { slug: 'soglasiye-na-obrabotku-personalnykh-dannykh', title: 'Согласие на обработку персональных данных' },
  {
    slug: 'polozheniye-ob-obrabotke-personalnykh-dannykh',
    title: 'Положение об обработке персональных данных',
  },
  {
    slug: 'soglasiye-na-polucheniye-reklamnoy-informatsii',
    title: 'Согласие на получение рекламной информации',
  },
  { slug: 'pravila-soobshestva', title: 'Правила сообщества' },
  { slug: 'pravila-razmeshhenija-informacii', title: 'Правила размещения информации' },
  { slug: 'ustanovka-i-ekspluatatsiya', title: 'Установка и эксплуатация' },
  { slug: 'child-safety-standards', title: 'Стандарты безопасности детей' },
  {
    slug: 'deklaratsiya-o-sootvetstvii-standartam-bezopasnosti-detey',
    title: 'Декларация о соответствии стандартам безопасности детей',
  },
  { slug: 'terms-of-service', title: 'Условия использования сервиса' },
  { slug: 'privacy-policy', title: 'Политика обработки данных в мобильных приложениях' },
  { slug: 'ugc-policy', title: 'Политика в отношении пользовательского контента' },
  { slug: 'legacy', title: 'Правовая информация' },
] as const;

export type DocumentSlug = (typeof DOCUMENTS)[number]['slug'];

export function findDocument(slug: string | undefined) {
  return DOCUMENTS.find((document) => document.slug === slug);
}
