import type { GalleryImage } from '@kaver/shared-contracts';
import type { ReactNode } from 'react';
import { GalleryStrip } from '../../features/gallery';
import styles from '../../shared/ui/detail.module.css';
import { heroImages } from './hero-image';

interface Props {
  images: readonly GalleryImage[];
  /** Used as the only picture when the gallery is empty. */
  cover: string;
  title: string;
  lead: string;
  tags: readonly { title: string; href: string }[];
  facts: ReactNode;
  actions: ReactNode;
}

/** The top of an event or place page: the gallery beside the title, tags, facts and actions. */
export function DetailHero({ images, cover, title, lead, tags, facts, actions }: Props) {
  return (
    <div className={styles.top}>
      <GalleryStrip images={heroImages({ images, image: cover })} title={title} />
      <div className={styles.info}>
        <ul className={styles.types}>
          {tags.map((tag) => (
            <li key={tag.href}>
              <a href={tag.href}>{tag.title}</a>
            </li>
          ))}
        </ul>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {facts}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
