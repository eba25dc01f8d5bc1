import type { PageParcelProps } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { ArticleCard } from '../../entities/article';
import { pagePath, readPage } from '../../shared/lib/route-query';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid, CardGridSkeleton } from '../../shared/ui/card-grid';
import { HorizontalList } from '../../shared/ui/horizontal-list';
import pageStyles from '../../shared/ui/page.module.css';
import { isPastLastPage, Pagination, PastLastPage } from '../../shared/ui/pagination';
import { ResourceView } from '../../shared/ui/resource-view';
import { EmptyState } from '../../shared/ui/states';
import { $blogLead, blogArticles, blogGuides } from './model';

/** `/blog` (every article) and `/{city}/blog` (the city's and the general ones). */
export function BlogPage({ route, routeCity: city }: PageParcelProps) {
  const page = readPage(route.query.page);
  const { lead, guidesStatus } = useUnit({ lead: $blogLead, guidesStatus: blogGuides.$status });

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>Журнал{city ? ` · ${city.title}` : ''}</h1>
      <p className={pageStyles.lead}>Планы на выходные, идеи для свиданий и гиды по городам.</p>
      {/* The guides' row is left out when they fail to load: the page says a failure once, in the articles'
          place, and its retry asks for both (model.ts). */}
      {page === 1 && guidesStatus !== 'error' && (
        <ResourceView resource={blogGuides} skeleton={null}>
          {(guides) =>
            guides.items.length > 0 && (
              <HorizontalList title="Гиды" testId="blog-guides">
                {guides.items.map((guide) => (
                  <ArticleCard
                    key={guide.id}
                    article={guide}
                    priority={lead?.kind === 'guide' && lead.item.id === guide.id}
                  />
                ))}
              </HorizontalList>
            )
          }
        </ResourceView>
      )}
      <h2 className={pageStyles.sectionTitle}>Статьи</h2>
      <ResourceView resource={blogArticles} skeleton={<CardGridSkeleton />}>
        {(data) =>
          isPastLastPage(page, data) ? (
            <PastLastPage page={page} totalPages={data.totalPages} hrefFor={(n) => pagePath(route.path, n)} />
          ) : data.items.length === 0 ? (
            <EmptyState emoji="📰" title="Статей пока нет" text="Загляни в общий журнал.">
              <a className={buttons.primary} href="/blog">
                Весь журнал
              </a>
            </EmptyState>
          ) : (
            <>
              <CardGrid label="Статьи">
                {data.items.map((article) => (
                  <ArticleCard
                    key={article.id}
                    article={article}
                    priority={lead?.kind === 'article' && lead.item.id === article.id}
                  />
                ))}
              </CardGrid>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                hrefFor={(n) => pagePath(route.path, n)}
              />
            </>
          )
        }
      </ResourceView>
    </div>
  );
}
