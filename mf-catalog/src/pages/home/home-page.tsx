import { type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { useEffect } from 'react';
import { CitySelector } from '../../widgets/city-selector/city-selector';
import styles from './home-page.module.css';

/** `/`: pick a city. */
export function HomePage({ city }: PageParcelProps) {
  useEffect(() => {
    pageMetaChanged({
      title: 'Kaver — афиша событий и мест в городах России',
      description:
        'Концерты, выставки, спектакли, стендап, вечеринки и необычные места в 22 городах России. Выберите свой город.',
    });
  }, []);

  return (
    <div className={styles.home}>
      <h1 className={styles.title}>Куда сходить в вашем городе</h1>
      <p className={styles.lead}>
        Концерты, выставки, спектакли и необычные места — всё, что происходит рядом.
      </p>
      <CitySelector current={city} />
    </div>
  );
}
