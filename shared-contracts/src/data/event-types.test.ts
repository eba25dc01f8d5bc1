import { EVENT_TYPES, eventTypeId, findEventTypeById } from './event-types';

describe('EVENT_TYPES', () => {
  it('has unique ids, slugs and titles', () => {
    expect(EVENT_TYPES.length).toBeGreaterThanOrEqual(28);
    for (const key of ['id', 'slug', 'title'] as const) {
      expect(new Set(EVENT_TYPES.map((type) => type[key])).size).toBe(EVENT_TYPES.length);
    }
  });

  it('uses positive integer ids, Latin slugs and Russian titles', () => {
    for (const { id, slug, title } of EVENT_TYPES) {
      expect(Number.isInteger(id) && id > 0).toBe(true);
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(title).toMatch(/^(DJ-)?[А-ЯЁа-яё][а-яё\- ]*$/);
    }
  });

  it('looks types up by slug and id', () => {
    expect(eventTypeId('standup')).toBe(1);
    expect(findEventTypeById(eventTypeId('pushkin-card'))?.title).toBe('Пушкинская карта');
    expect(findEventTypeById(999)).toBeUndefined();
  });
});
