import { formatCountRu, pluralRu } from '@kaver/shared-contracts';

/** 'Идёт 1 человек', 'Идут 3 человека', 'Идут 15 человек'. */
export function goingText(total: number): string {
  const verb = pluralRu(total, ['Идёт', 'Идут', 'Идут']);
  return `${verb} ${formatCountRu(total, ['человек', 'человека', 'человек'])}`;
}
