import styles from './breadcrumbs.module.css';

export interface CrumbLink {
  title: string;
  path: string;
}

/** Where the page sits; the last crumb is the page itself, not a link. */
export function Breadcrumbs({ items }: { items: readonly CrumbLink[] }) {
  return (
    <nav aria-label="Навигационная цепочка" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.path} className={styles.item}>
            {index < items.length - 1 ? (
              <a href={item.path}>{item.title}</a>
            ) : (
              <span aria-current="page">{item.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
