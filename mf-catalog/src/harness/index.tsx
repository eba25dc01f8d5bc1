import { DEFAULT_CITY } from '@kaver/shared-contracts';
import { startHarness } from '../../../scripts/harness/harness';
import homePage from '../app/parcels/home-page';

startHarness({
  remote: 'mf_catalog',
  parcels: [
    {
      id: 'home-page',
      title: 'Главная: выбор города',
      kind: 'page',
      config: homePage,
      props: { route: { name: 'home', path: '/', params: {}, query: {} }, city: DEFAULT_CITY },
    },
  ],
});
