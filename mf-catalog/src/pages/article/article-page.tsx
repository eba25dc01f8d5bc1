import { type Article, type ArticleKind, type PageParcelProps, RemoteSlot } from '@kaver/shared-contracts';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { publishedText, readingTime } from '../../entities/article';
import { EventCard } from '../../entities/event';
import { ShareButton } from '../../features/share';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs';
import { CardGrid } from '../../shared/ui/card-grid';
import { ResourceView } from '../../shared/ui/resource-view';
import { PageSkeleton, SkeletonBlock } from '../../shared/ui/skeleton';
import { RichText } from '../../widgets/rich-text';
import styles from './article-page.module.css';
import { article, articleCrumbs, articlePageOpened } from './model';

function ArticleView({ data, path }: { data: Article; path: string }) {
  return (
    <article className={styles.article} data-testid="article-page">
      <Breadcrumbs items={articleCrumbs(data, path)} />
      <header className={styles.header}>
        <p className={styles.meta}>
          {data.kind === 'guide' ? 'Гид · ' : ''}
          {publishedText(data)} · {readingTime(data.readingMinutes)}
        </p>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.lead}>{data.lead}</p>
        <ShareButton path={path} title={data.title} />
      </header>
      <MediaImage
        className={styles.cover}
        src={data.cover}
        alt=""
        sizes="(max-width: 1300px) 100vw, 1300px"
        priority
      />
      <div className={styles.layout}>
        <RichText html={data.body} />
        <aside className={styles.aside}>
          <RemoteSlot
            remote="mf_dating_subscription"
            expose="./premium-banner"
            props={{ type: 'article' }}
            skeleton={<SkeletonBlock height={160} />}
          />
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
export function ArticlePage({ route, kind }: PageParcelProps & { kind: ArticleKind }) {
  const slug =
    route.name === 'blog-city-weekend' ? `${route.params.city}-weekend` : (route.params.slug ?? '');
  const opened = useUnit(articlePageOpened);
  useEffect(() => {
    opened({ kind, slug, path: route.path });
  }, [slug, route.path, opened, kind]);
  return (
    <ResourceView resource={article} skeleton={<PageSkeleton />}>
      {(data) => <ArticleView data={data} path={route.path} />}
    </ResourceView>
  );
}

export const BlogArticlePage = (props: PageParcelProps) => <ArticlePage {...props} kind="article" />;
export const GuidePage = (props: PageParcelProps) => <ArticlePage {...props} kind="guide" />;
