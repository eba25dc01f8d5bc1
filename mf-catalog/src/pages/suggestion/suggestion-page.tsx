import type { PageParcelProps } from '@kaver/shared-contracts';
import { EventCard } from '../../entities/event';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid } from '../../shared/ui/card-grid';
import pageStyles from '../../shared/ui/page.module.css';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { EmptyState } from '../../shared/ui/states';
import { suggestion } from './model';

/** `/suggestions/{id}`: a pick of events sent to someone (by the events bot, for instance). */
export function SuggestionPage(_: PageParcelProps) {
  return (
    <div className={pageStyles.page}>
      <ResourceView resource={suggestion} skeleton={<PageSkeleton breadcrumbs={false} />}>
        {(data) => (
          <>
            <p className={pageStyles.count}>Подборка{data.city ? ` · ${data.city.title}` : ''}</p>
            <h1 className={pageStyles.title}>{data.title}</h1>
            <p className={pageStyles.lead}>{data.description}</p>
            {data.events.length === 0 ? (
              <EmptyState emoji="⏳" title="Эти события уже прошли" text="Посмотри, что идёт сейчас.">
                <a className={buttons.primary} href={data.city ? `/${data.city.alias}/events` : '/'}>
                  Афиша
                </a>
              </EmptyState>
            ) : (
              <CardGrid label="События подборки">
                {data.events.map((event, index) => (
                  <EventCard key={event.id} event={event} priority={index === 0} />
                ))}
              </CardGrid>
            )}
          </>
        )}
      </ResourceView>
    </div>
  );
}
