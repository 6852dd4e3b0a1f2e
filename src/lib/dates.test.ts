import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCalendarDay, lastChanged, lastChangedOrChecked, newest, titleYear } from './dates';

describe('lastChanged', () => {
  it('is the update when the text changed after publication, else the publication', () => {
    const publishedAt = new Date('2026-11-21');
    expect(lastChanged({ publishedAt })).toBe(publishedAt);
    expect(lastChanged({ publishedAt, updatedAt: new Date('2026-11-24') }).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
  });
});

describe('lastChangedOrChecked', () => {
  const publishedAt = new Date('2026-11-21');

  it('is the last text change while no fact records a check', () => {
    const page = {
      publishedAt,
      updatedAt: new Date('2026-11-24'),
      provenance: { pricing: {}, network: {} },
    };
    expect(lastChangedOrChecked(page)).toEqual(new Date('2026-11-24'));
  });

  it('moves to the newest check of a fact group', () => {
    const page = {
      publishedAt,
      provenance: {
        pricing: { checkedAt: new Date('2027-01-05') },
        refund: { checkedAt: new Date('2027-02-01') },
      },
    };
    expect(lastChangedOrChecked(page)).toEqual(new Date('2027-02-01'));
  });
});

describe('newest', () => {
  it('is the latest date, and refuses an empty list', () => {
    expect(newest([new Date('2026-11-24'), new Date('2026-11-21')])).toEqual(new Date('2026-11-24'));
    expect(() => newest([])).toThrow('at least one date');
  });
});

describe('titleYear', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the year of the last update when the build runs in a later year', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-01-02T09:00:00Z'));
    expect(titleYear([new Date('2026-12-31')])).toBe(2026);
  });

  it('takes the newest date of what a page shows', () => {
    expect(titleYear([new Date('2026-11-21'), new Date('2027-01-03'), new Date('2026-12-31')])).toBe(2027);
  });

  it('reads the calendar year in UTC, as content dates are stored', () => {
    // 23:30 on New Year's Eve in UTC is already 2027 east of Greenwich; the content date says 2026.
    expect(titleYear([new Date('2026-12-31T23:30:00Z')])).toBe(2026);
  });

  it('refuses a page with no date, instead of falling back to the build year', () => {
    expect(() => titleYear([])).toThrow();
  });
});

describe('isCalendarDay', () => {
  it('takes a real day written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-21')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
  });

  it('refuses a day the calendar does not have, and any other spelling', () => {
    for (const value of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-11-5',
      'Nov 5 2026',
      '2026-11-21T10:00',
    ])
      expect(isCalendarDay(value), value).toBe(false);
  });
});
