// Fixed reference data: purposes and the survey (SPEC.md 3), plans (SPEC.md 3, 9), redirect rules.

export const PURPOSES = [
  { id: 1, title: 'Встретить любовь', description: 'Ищу серьёзные отношения', position: 1 },
  {
    id: 2,
    title: 'Сходить на свидание',
    description: 'Хочу познакомиться и провести вечер вместе',
    position: 2,
  },
  { id: 3, title: 'Посмотреть афишу', description: 'Просто ищу, куда сходить', position: 3 },
  { id: 5, title: 'Больше друзей', description: 'Хочу найти друзей по интересам', position: 4 },
  { id: 4, title: 'Найти компанию', description: 'Ищу, с кем сходить на событие', position: 5 },
];

export const SURVEY: { id: number; title: string; multiple: boolean; answers: string[] }[] = [
  {
    id: 1,
    title: 'Как ты обычно проводишь выходные?',
    multiple: false,
    answers: [
      'На концертах и в театрах',
      'В барах и ресторанах',
      'На природе',
      'Дома с книгой или сериалом',
      'По-разному',
    ],
  },
  {
    id: 2,
    title: 'Что может оттолкнуть тебя в человеке?',
    multiple: true,
    answers: [
      'Опоздания',
      'Грубость',
      'Курение',
      'Безразличие к культуре',
      'Неопрятность',
      'Хвастовство',
      'Ничего из этого',
    ],
  },
  {
    id: 3,
    title: 'Как ты относишься к курению?',
    multiple: false,
    answers: ['Не курю', 'Курю иногда', 'Курю', 'Бросаю'],
  },
  {
    id: 4,
    title: 'Какой формат первого свидания тебе ближе?',
    multiple: false,
    answers: ['Прогулка', 'Ужин', 'Концерт или спектакль', 'Выставка', 'Активный отдых'],
  },
  {
    id: 5,
    title: 'Как часто ты выбираешься на события?',
    multiple: false,
    answers: ['Несколько раз в неделю', 'Раз в неделю', 'Пару раз в месяц', 'Реже'],
  },
  {
    id: 6,
    title: 'Чего ты ждёшь от знакомства?',
    multiple: false,
    answers: ['Отношений', 'Дружбы', 'Компании для событий', 'Пока не знаю'],
  },
];

export const PLANS = [
  {
    id: 'site_week_199',
    title: 'Премиум на неделю',
    billingPeriod: 'week' as const,
    price: 199,
    position: 1,
  },
  {
    id: 'site_month_577',
    title: 'Премиум на месяц',
    billingPeriod: 'month' as const,
    price: 577,
    position: 2,
  },
  { id: 'site_year_3229', title: 'Премиум на год', billingPeriod: 'year' as const, price: 3229, position: 3 },
];

export const REDIRECTS = [
  { path: '/msk', target: '/moscow', status: 301 },
  { path: '/spb', target: '/saint-petersburg', status: 301 },
  { path: '/ekb', target: '/ekaterinburg', status: 301 },
  { path: '/nsk', target: '/novosibirsk', status: 301 },
  { path: '/afisha', target: '/moscow/events', status: 301 },
  { path: '/moscow/events/listings/stand-up', target: '/moscow/events/listings/standup', status: 301 },
  { path: '/premium', target: '/subscription', status: 302 },
  { path: '/bot', target: 'https://t.me/kaver_events_bot', status: 302 },
];
