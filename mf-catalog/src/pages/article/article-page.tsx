import type { PageParcelProps } from '@kaver/shared-contracts';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { readingTime } from '../../entities/article';
import { EventCard } from '../../entities/event';
import { ShareButton } from '../../features/share';
import { IMAGE_SIZES } from '../../shared/lib/lcp-image';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { CardGrid } from '../../shared/ui/card-grid';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { PremiumBannerSlot } from '../../widgets/premium-banner-slot';
import { RichText } from '../../widgets/rich-text';
import styles from './article-page.module.css';
import { type ArticlePageData, article, articleCrumbs } from './model';

function ArticleView({ data, path }: { data: ArticlePageData; path: string }) {
  return (
    <article className={styles.article} data-testid="article-page">
      <Breadcrumbs items={articleCrumbs(data, path)} />
      <header className={styles.header}>
        <p className={styles.meta}>
          {data.kind === 'guide' ? 'Гид · ' : ''}
          <time dateTime={data.publishedDateTime}>{data.published}</time> · {readingTime(data.readingMinutes)}
        </p>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.lead}>{data.lead}</p>
        <ShareButton path={path} title={data.title} />
      </header>
      {/* The page's largest paint: its meta preloads the same renditions (lcpImage with these sizes). */}
      <MediaImage
        className={styles.cover}
        src={data.cover}
        alt=""
        sizes={IMAGE_SIZES.articleCover}
        priority
      />
      <div className={styles.layout}>
        <RichText safeHtml={data.body} />
        <aside className={styles.aside}>
          <PremiumBannerSlot type="article" />
        </aside>
      </div>
      {data.events.length > 0 && (
        <section className={styles.events}>
          <h2 className={styles.eventsTitle}>События из статьи</h2>
          <CardGrid label="События">
            {data.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </CardGrid>
        </section>
      )}
    </article>
  );
}

/** An article or guide page: `/blog/{slug}`, `/blog/{city}-weekend`, `/guides/{slug}`. */
export function ArticlePage({ route }: PageParcelProps) {
  return (
    <ResourceView resource={article} skeleton={<PageSkeleton />}>
      {(data) => <ArticleView data={data} path={route.path} />}
    </ResourceView>
  );
}
