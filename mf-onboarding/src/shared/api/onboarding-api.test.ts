import { type ApiClients, configureApiClients, loadApiClients } from '@kaver/shared-contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { fetchPurposes, postCategories, postPurpose, postSurveyAnswers, putProfile } from './onboarding-api';

describe('onboarding API calls', () => {
  let clients: ApiClients;
  let api: MockAdapter;
  let requests: InternalAxiosRequestConfig[] = [];
  const sent = () =>
    requests.map((config) => ({
      url: clients.web.getUri(config),
      method: config.method?.toUpperCase(),
      headers: config.headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    }));

  beforeAll(async () => {
    configureApiClients({ apiHost: 'http://api.test' });
    clients = await loadApiClients();
    api = new MockAdapter(clients.web);
  });

  beforeEach(() => {
    requests = [];
    api.reset();
    api.onAny().reply((config) => {
      requests.push(config as InternalAxiosRequestConfig);
      return [200, { id: 1, first_name: 'Ян' }];
    });
  });
  afterAll(() => api.restore());

  it('saves the profile with PUT /user in snake_case', async () => {
    await putProfile({ firstName: 'Ян', birthDt: '05.03.1995', gender: 'other', idCity: 0 });
    expect(sent()[0]).toMatchObject({
      url: 'http://api.test/kaver/web/v1/user',
      method: 'PUT',
      body: { first_name: 'Ян', birth_dt: '05.03.1995', gender: 'other', id_city: 0 },
    });
  });

  it('sends the categories and the purpose id as header and body', async () => {
    await postCategories([3, 1, 12]);
    await postPurpose(5);
    expect(sent()[0]).toMatchObject({
      url: 'http://api.test/kaver/web/v1/user/categories',
      method: 'POST',
      headers: { categories: '3,1,12' },
      body: { categories: [3, 1, 12] },
    });
    expect(sent()[1]).toMatchObject({
      url: 'http://api.test/kaver/web/v1/user/purposes',
      method: 'POST',
      headers: { purposes: '5' },
      body: { purposes: 5 },
    });
  });

  it('keeps question ids as keys of the survey answers', async () => {
    await postSurveyAnswers({ '1': [2], '2': [1, 7] });
    expect(sent()[0]).toMatchObject({
      url: 'http://api.test/kaver/web/v1/user/survey',
      body: { answers: { '1': [2], '2': [1, 7] } },
    });
  });

  it('reads camelCase answers', async () => {
    await expect(fetchPurposes()).resolves.toEqual({ id: 1, firstName: 'Ян' });
    expect(sent()[0]?.url).toBe('http://api.test/kaver/web/v1/purposes');
  });
});
