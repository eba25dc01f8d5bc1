import type { PageParcelProps } from '@kaver/shared-contracts';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { IMAGE_SIZES } from '../../shared/lib/lcp-image';
import { ResourceView } from '../../shared/ui/resource-view';
import { EmptyState } from '../../shared/ui/states';
import { isTallTile, tiles } from './model';
import styles from './moodboard-page.module.css';

const SKELETON_HEIGHTS = [260, 180, 320, 220, 280, 200, 240, 300];

/** `/moodboard`: the city as a wall of pictures of its events and places, edge to edge (its own layout). */
export function MoodboardPage({ city }: PageParcelProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{city.title} в картинках</h1>
        <a href={`/${city.alias}`} className={styles.link}>
          Вся афиша →
        </a>
      </header>
      <ResourceView
        resource={tiles}
        skeleton={
          <div className={styles.board} aria-busy="true">
            {SKELETON_HEIGHTS.map((height) => (
              <div key={height} className={styles.skeleton} style={{ height }} />
            ))}
          </div>
        }
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState emoji="🖼" title="Здесь пока нет картинок" text="Загляни в афишу города." />
          ) : (
            <ul className={styles.board} data-testid="moodboard">
              {items.map((tile, index) => (
                <li key={tile.key} className={styles.tile}>
                  <a href={tile.href} className={styles.tileLink}>
                    <MediaImage
                      src={tile.image}
                      alt=""
                      sizes={isTallTile(index) ? IMAGE_SIZES.moodboardTallTile : IMAGE_SIZES.moodboardTile}
                      priority={index === 0}
                      className={isTallTile(index) ? styles.tall : styles.image}
                    />
                    <span className={styles.caption}>
                      <small>{tile.caption}</small>
                      {tile.title}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
    </div>
  );
}
