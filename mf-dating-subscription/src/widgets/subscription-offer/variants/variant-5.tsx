import { SubscribeLink } from '../../../features/paywall-link';
import paywallImage from '../images/paywall.svg';
import styles from './variant-5.module.css';
import type { VariantProps } from './variant-props';

/** Variant 5: only a static paywall image, which leads to the purchase page. */
export function Variant5({ onFollow }: VariantProps) {
  return (
    <div className={styles.layout} data-variant="5">
      <SubscribeLink
        content="offer-image"
        className={styles.link}
        onFollow={onFollow}
        label="Оформить подписку"
      >
        <img
          className={styles.image}
          src={paywallImage}
          alt="Премиум: 150 000+ анкет, безлимитные лайки и чаты, события 18+ и никакой рекламы"
          width={600}
          height={800}
        />
      </SubscribeLink>
    </div>
  );
}
