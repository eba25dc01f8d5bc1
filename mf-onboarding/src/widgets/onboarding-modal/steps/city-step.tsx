import { CITIES, type City, cityDisplayTitle, isOpenCity } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { $draft, cityClicked } from '../../../features/onboarding-flow';
import { Choice } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './options.module.css';

const $selectedCity = $draft.map((draft) => draft.city);

const OPEN = CITIES.filter(isOpenCity);
const COMING = CITIES.filter((city) => !isOpenCity(city));

/**
 * All 22 cities can be chosen: someone from a city whose poster is not open yet still meets people there.
 * Those cities come second, marked 'афиша скоро'.
 */
export function CityStep() {
  const { selected, click } = useUnit({ selected: $selectedCity, click: cityClicked });
  const option = (city: City) => (
    <li key={city.id}>
      <Choice
        selected={selected === city.id}
        onClick={() => click(city.id)}
        accent={city.options.cardBgColor}
        indicator="none"
        description={isOpenCity(city) ? undefined : 'афиша скоро'}
      >
        {cityDisplayTitle(city)}
      </Choice>
    </li>
  );
  return (
    <StepFrame title="Где ты живёшь?" hint="Покажем людей и события в твоём городе.">
      <ul className={styles.grid} aria-label="Города с афишей">
        {OPEN.map(option)}
      </ul>
      {COMING.length > 0 && (
        <>
          <p className={styles.group}>Скоро откроем афишу</p>
          <ul className={styles.grid} aria-label="Города, где афиша скоро появится">
            {COMING.map(option)}
          </ul>
        </>
      )}
    </StepFrame>
  );
}
