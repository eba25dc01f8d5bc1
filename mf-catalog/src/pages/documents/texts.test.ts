import { DOCUMENTS } from '@kaver/shared-contracts';
import { fillDocumentText } from './fill';

describe('documents', () => {
  test.each(DOCUMENTS.map((document) => document.slug))('%s has a complete text', async (slug) => {
    const { default: text } = await import(`./texts/${slug}`);
    expect(text.summary.length).toBeGreaterThan(20);
    expect(text.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of text.sections) {
      expect(section.title).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  test('placeholders are filled from the site', () => {
    expect(
      fillDocumentText('{{brand}}: {{site}}, {{email}}', {
        brand: 'Kaver',
        siteUrl: 'https://www.kaver.ru/',
      }),
    ).toBe('Kaver: https://www.kaver.ru, support@kaver.ru');
    expect(fillDocumentText('{{email}}', { brand: 'K', siteUrl: 'http://localhost:3000' })).toBe(
      'support@kaver.ru',
    );
  });
});
