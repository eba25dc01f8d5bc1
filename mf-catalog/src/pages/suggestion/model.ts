import { pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { fetchSuggestion } from '../../shared/api/content';
import { raiseNotFoundOn } from '../../shared/lib/api-errors';
import { createResource } from '../../shared/lib/create-resource';
import { brandName } from '../../shared/lib/site';

export const suggestionPageOpened = createEvent<{ id: number; path: string }>();
export const suggestion = createResource(({ id }: { id: number; path: string }) => fetchSuggestion(id));

sample({ clock: suggestionPageOpened, target: suggestion.load });
raiseNotFoundOn(suggestion.failed);
sample({
  clock: suggestion.done,
  fn: (data) => ({
    title: `${data.title} | ${brandName()}`,
    description: data.description,
    robots: 'noindex, follow',
    ...(data.events[0] && { image: data.events[0].image }),
  }),
  target: pageMetaChanged,
});
