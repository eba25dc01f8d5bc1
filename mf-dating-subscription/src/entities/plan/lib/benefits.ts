/** The premium benefits of SPEC.md 9, in Russian, with the icon each card draws. */
export type BenefitIcon = 'profiles' | 'chats' | 'unusual' | 'adult' | 'no-ads' | 'community';

export interface Benefit {
  id: BenefitIcon;
  title: string;
  text: string;
}

export const BENEFITS: readonly Benefit[] = [
  {
    id: 'profiles',
    title: '150 000+ активных анкет',
    text: 'Знакомься с теми, кто идёт туда же, куда и ты',
  },
  { id: 'chats', title: 'Безлимитные лайки и чаты', text: 'Ставь лайки и пиши без ограничений' },
  {
    id: 'unusual',
    title: 'Необычные события и места',
    text: 'Безлимитный доступ к необычным событиям и секретным местам',
  },
  { id: 'adult', title: 'Подборка событий 18+', text: 'Вечеринки, стендап и свидания для взрослых' },
  { id: 'no-ads', title: 'Без рекламы', text: 'Ничего лишнего — только афиша и люди' },
];

/** The extra benefit of a site_year plan (SPEC.md 2.6). */
export const YEAR_BENEFIT: Benefit = {
  id: 'community',
  title: 'Сообщество и бесплатные проходки',
  text: 'Закрытое сообщество и бесплатные проходки на события',
};

/** How variant 3 labels the year benefit (SPEC.md 2.6). */
export const YEAR_ONLY_LABEL = 'только при оплате за год';

/** The subscription terms of SPEC.md 9; the link 'здесь' to /documents follows them. */
export const TERMS_TEXT =
  'Подписка открывает безлимитный доступ ко всем возможностям Премиума. После бесплатного периода, если он есть, оплата списывается автоматически. Подписка продлевается автоматически, отключить продление можно в личном кабинете. Подробные условия';
export const TERMS_LINK_TEXT = 'здесь';
export const TERMS_LINK_HREF = '/documents';
