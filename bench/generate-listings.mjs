// Bulk-generates realistic listings straight into a migrated database (the search benchmark's data set).
// Everything is INSERT … SELECT over generate_series, so 100,000 listings take seconds, not minutes.
// setseed() makes the data identical from run to run for the same count.
//
// Standalone: node bench/generate-listings.mjs postgres://postgres@127.0.0.1:5432/somedb [count]
// (the database must already be migrated and hold the reference categories/amenities).

/** ~60 US metro centres: name, state, latitude, longitude, IANA zone, first 3 zipcode digits. Most populous first. */
export const metros = [
  ['New York', 'NY', 40.7128, -74.006, 'America/New_York', '100'],
  ['Los Angeles', 'CA', 34.0522, -118.2437, 'America/Los_Angeles', '900'],
  ['Chicago', 'IL', 41.8781, -87.6298, 'America/Chicago', '606'],
  ['Dallas', 'TX', 32.7767, -96.797, 'America/Chicago', '752'],
  ['Houston', 'TX', 29.7604, -95.3698, 'America/Chicago', '770'],
  ['Washington', 'DC', 38.9072, -77.0369, 'America/New_York', '200'],
  ['Philadelphia', 'PA', 39.9526, -75.1652, 'America/New_York', '191'],
  ['Miami', 'FL', 25.7617, -80.1918, 'America/New_York', '331'],
  ['Atlanta', 'GA', 33.749, -84.388, 'America/New_York', '303'],
  ['Boston', 'MA', 42.3601, -71.0589, 'America/New_York', '021'],
  ['Phoenix', 'AZ', 33.4484, -112.074, 'America/Phoenix', '850'],
  ['San Francisco', 'CA', 37.7749, -122.4194, 'America/Los_Angeles', '941'],
  ['Riverside', 'CA', 33.9806, -117.3755, 'America/Los_Angeles', '925'],
  ['Detroit', 'MI', 42.3314, -83.0458, 'America/Detroit', '482'],
  ['Seattle', 'WA', 47.6062, -122.3321, 'America/Los_Angeles', '981'],
  ['Minneapolis', 'MN', 44.9778, -93.265, 'America/Chicago', '554'],
  ['San Diego', 'CA', 32.7157, -117.1611, 'America/Los_Angeles', '921'],
  ['Tampa', 'FL', 27.9506, -82.4572, 'America/New_York', '336'],
  ['Denver', 'CO', 39.7392, -104.9903, 'America/Denver', '802'],
  ['Baltimore', 'MD', 39.2904, -76.6122, 'America/New_York', '212'],
  ['St. Louis', 'MO', 38.627, -90.1994, 'America/Chicago', '631'],
  ['Orlando', 'FL', 28.5383, -81.3792, 'America/New_York', '328'],
  ['Charlotte', 'NC', 35.2271, -80.8431, 'America/New_York', '282'],
  ['San Antonio', 'TX', 29.4241, -98.4936, 'America/Chicago', '782'],
  ['Portland', 'OR', 45.5152, -122.6784, 'America/Los_Angeles', '972'],
  ['Sacramento', 'CA', 38.5816, -121.4944, 'America/Los_Angeles', '958'],
  ['Pittsburgh', 'PA', 40.4406, -79.9959, 'America/New_York', '152'],
  ['Austin', 'TX', 30.2672, -97.7431, 'America/Chicago', '787'],
  ['Las Vegas', 'NV', 36.1699, -115.1398, 'America/Los_Angeles', '891'],
  ['Cincinnati', 'OH', 39.1031, -84.512, 'America/New_York', '452'],
  ['Kansas City', 'MO', 39.0997, -94.5786, 'America/Chicago', '641'],
  ['Columbus', 'OH', 39.9612, -82.9988, 'America/New_York', '432'],
  ['Indianapolis', 'IN', 39.7684, -86.1581, 'America/Indiana/Indianapolis', '462'],
  ['Cleveland', 'OH', 41.4993, -81.6944, 'America/New_York', '441'],
  ['San Jose', 'CA', 37.3382, -121.8863, 'America/Los_Angeles', '951'],
  ['Nashville', 'TN', 36.1627, -86.7816, 'America/Chicago', '372'],
  ['Virginia Beach', 'VA', 36.8529, -75.978, 'America/New_York', '234'],
  ['Providence', 'RI', 41.824, -71.4128, 'America/New_York', '029'],
  ['Jacksonville', 'FL', 30.3322, -81.6557, 'America/New_York', '322'],
  ['Milwaukee', 'WI', 43.0389, -87.9065, 'America/Chicago', '532'],
  ['Raleigh', 'NC', 35.7796, -78.6382, 'America/New_York', '276'],
  ['Oklahoma City', 'OK', 35.4676, -97.5164, 'America/Chicago', '731'],
  ['Memphis', 'TN', 35.1495, -90.049, 'America/Chicago', '381'],
  ['Richmond', 'VA', 37.5407, -77.436, 'America/New_York', '232'],
  ['Louisville', 'KY', 38.2527, -85.7585, 'America/Kentucky/Louisville', '402'],
  ['New Orleans', 'LA', 29.9511, -90.0715, 'America/Chicago', '701'],
  ['Salt Lake City', 'UT', 40.7608, -111.891, 'America/Denver', '841'],
  ['Hartford', 'CT', 41.7658, -72.6734, 'America/New_York', '061'],
  ['Buffalo', 'NY', 42.8864, -78.8784, 'America/New_York', '142'],
  ['Birmingham', 'AL', 33.5186, -86.8104, 'America/Chicago', '352'],
  ['Rochester', 'NY', 43.1566, -77.6088, 'America/New_York', '146'],
  ['Grand Rapids', 'MI', 42.9634, -85.6681, 'America/Detroit', '495'],
  ['Tucson', 'AZ', 32.2226, -110.9747, 'America/Phoenix', '857'],
  ['Honolulu', 'HI', 21.3069, -157.8583, 'Pacific/Honolulu', '968'],
  ['Tulsa', 'OK', 36.154, -95.9928, 'America/Chicago', '741'],
  ['Fresno', 'CA', 36.7378, -119.7871, 'America/Los_Angeles', '937'],
  ['Omaha', 'NE', 41.2565, -95.9345, 'America/Chicago', '681'],
  ['Albuquerque', 'NM', 35.0844, -106.6504, 'America/Denver', '871'],
  ['Boise', 'ID', 43.615, -116.2023, 'America/Boise', '837'],
  ['Anchorage', 'AK', 61.2181, -149.9003, 'America/Anchorage', '995'],
];

/** Per category (seed-reference order: backyard, swimming-pool, parking-space, tennis-court, basketball-court, garden, rooftop, studio): 4 nouns. */
const categoryNouns = {
  backyard: ['backyard', 'patio', 'lawn', 'deck'],
  'swimming-pool': ['swimming pool', 'saltwater pool', 'lap pool', 'pool'],
  'parking-space': ['driveway', 'parking spot', 'garage', 'covered parking'],
  'tennis-court': ['tennis court', 'clay court', 'pickleball court', 'tennis court'],
  'basketball-court': ['basketball court', 'half court', 'hoop court', 'sport court'],
  garden: ['garden', 'flower garden', 'greenhouse', 'orchard'],
  rooftop: ['rooftop terrace', 'roof deck', 'rooftop lounge', 'skyline rooftop'],
  studio: ['studio', 'loft studio', 'photo studio', 'dance studio'],
};
/** Per category: base hourly rent in cents. */
const categoryRent = {
  backyard: 3500,
  'swimming-pool': 6000,
  'parking-space': 800,
  'tennis-court': 2500,
  'basketball-court': 2000,
  garden: 3000,
  rooftop: 8000,
  studio: 5000,
};

const adjectives = [
  'sunny',
  'shaded',
  'private',
  'quiet',
  'spacious',
  'cozy',
  'modern',
  'rustic',
  'charming',
  'secluded',
  'heated',
  'lush',
  'bright',
  'elegant',
  'tranquil',
  'family friendly',
  'renovated',
  'hidden',
  'scenic',
  'peaceful',
];
const neighbourhoods = [
  'Riverside',
  'Oak Park',
  'Hillcrest',
  'Lakeview',
  'Maple Grove',
  'Sunset Hills',
  'Brookside',
  'Midtown',
  'Old Town',
  'Harbor Point',
  'Cedar Heights',
  'Westwood',
  'Eastgate',
  'Highland Park',
  'Willow Creek',
  'Fairview',
  'Pine Ridge',
  'Greenwood',
  'Bayview',
  'Northside',
  'Southpark',
  'Elmwood',
  'Forest Hills',
  'Rosedale',
  'Meadowbrook',
];
const streets = [
  'Maple',
  'Oak',
  'Cedar',
  'Pine',
  'Elm',
  'Washington',
  'Lincoln',
  'Park',
  'Lake',
  'Hill',
  'Sunset',
  'Highland',
  'Jefferson',
  'Madison',
  'Franklin',
  'Chestnut',
  'Walnut',
  'Spruce',
  'Willow',
  'Magnolia',
  'Juniper',
  'Church',
  'Main',
  'Broadway',
  'River',
  'Spring',
  'Valley',
  'Forest',
  'Meadow',
  'Ridge',
];
const streetSuffixes = ['St', 'Ave', 'Blvd', 'Rd', 'Ln', 'Dr', 'Ct', 'Way', 'Pl', 'Ter'];
const occasions = [
  'birthday parties',
  'family reunions',
  'photo shoots',
  'yoga classes',
  'barbecues',
  'team offsites',
  'baby showers',
  'weekend practice',
  'film shoots',
  'small weddings',
  'book club meetings',
  'kids playdates',
  'fitness bootcamps',
  'graduation parties',
  'picnics',
  'music rehearsals',
];
const features = [
  'string lights',
  'an outdoor kitchen',
  'a gas grill',
  'shaded seating',
  'a fire pit',
  'lounge chairs',
  'a sound system',
  'free wifi',
  'clean restrooms',
  'a changing room',
  'outdoor showers',
  'ample parking',
  'a covered pergola',
  'heated water',
  'night lighting',
  'a shaded cabana',
  'a hammock',
  'picnic tables',
  'a mini fridge',
  'a bluetooth speaker',
  'ev charging',
  'a mirrored wall',
  'natural light',
  'a hot tub',
];
const closings = [
  'Easy street parking and quick access from downtown.',
  'Friendly host who lives nearby and answers fast.',
  'Please respect the neighbours and keep music low after 9pm.',
  'Pets welcome on request.',
  'Perfect for relaxing afternoons away from the crowds.',
  'Walking distance to shops, cafes and public transit.',
  'Instant confirmation, flexible hours, no hidden fees.',
  'Great natural views, especially around sunset.',
];
const firstNames = [
  'Alex',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Harper',
  'Maria',
  'James',
  'Priya',
  'Chen',
  'Diego',
  'Fatima',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Patel',
  'Brown',
  'Lee',
  'Martinez',
  'Davis',
  'Kim',
  'Lopez',
  'Wilson',
  'Clark',
  'Walker',
];

/**
 * Inserts `hosts` host users (400, or one per 250 listings beyond 100,000), `count` listings with 1–3 images and a handful of amenities each, then VACUUM ANALYZE.
 * `client` is a connected `pg.Client` (or anything with `query(text, params)`). Returns counts and timings.
 */
export async function generateListings(
  client,
  { count = 100_000, hosts = Math.max(400, Math.round(count / 250)), log = () => {} } = {},
) {
  const timings = {};
  const step = async (label, run) => {
    const startedAt = performance.now();
    const result = await run();
    timings[label] = performance.now() - startedAt;
    log(`  ${label}: ${(timings[label] / 1000).toFixed(1)} s`);
    return result;
  };
  const startedAt = performance.now();
  const { rows: categoryRows } = await client.query('select id, slug, has_slots from categories order by sort_order');
  if (categoryRows.length === 0)
    throw new Error('no categories: is the database migrated and seeded with reference data?');
  const categoryIds = categoryRows.map((row) => row.id);
  const nouns = categoryRows.flatMap((row) => categoryNouns[row.slug] ?? ['space', 'venue', 'place', 'spot']);
  const rents = categoryRows.map((row) => categoryRent[row.slug] ?? 3000);

  await client.query("set maintenance_work_mem = '256MB'");
  await client.query('select setseed(0.42)');

  await step('hosts', () =>
    client.query(
      `insert into users (display_name, email, phone, password_hash, email_verified, phone_verified, is_host, status, designation)
       select ($1::text[])[1 + (g * 7) % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (g * 11) % cardinality($2::text[])],
              'bench-host-' || g || '@hourlyspaces.test', '+1555' || lpad(g::text, 7, '0'), 'bench-not-a-real-hash',
              true, true, true, case when g % 97 = 0 then 2 else 1 end, case when g % 3 = 0 then 'Superhost' end
       from generate_series(1, $3::int) g`,
      [firstNames, lastNames, hosts],
    ),
  );

  // Indexes are dropped for the bulk load and rebuilt afterwards from their exact definitions (much faster than
  // maintaining a trigram GIN row by row); the definitions come from the migrated schema, so the app's indexes are kept.
  const { rows: indexRows } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = current_schema() and i.tablename in ('venues', 'venue_images', 'venue_amenities')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const { indexname } of indexRows) await client.query(`drop index "${indexname}"`);

  const metroColumns = (index) => metros.map((metro) => metro[index]);
  await step('venues', () =>
    client.query(
      `with metro as (
         select * from unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::text[], $6::text[])
           with ordinality as m(name, state, lat, lng, tz, zip3, idx)
       ),
       host as (select array_agg(id order by email) as ids from users where email like 'bench-host-%'),
       base as (
         select g,
                -- bigger metros get more listings (index 1 ≈ 8x the last one)
                1 + floor(power(random(), 1.6) * cardinality($1::text[]))::int as metro_idx,
                1 + floor(random() * cardinality($7::uuid[]))::int as category_idx,
                40 * sqrt(random()) as offset_miles,
                2 * pi() * random() as bearing,
                power(random(), 3) as review_weight,
                random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
                random() as r7, random() as r8, random() as r9, random() as r10, random() as r11, random() as r12
         from generate_series(1, $8::int) g
       )
       insert into venues (host_id, category_id, title, description, status, rent_cents, slots, address, latitude, longitude,
                           zipcode, timezone, max_adults, max_children, max_infants, approved, reviewed_at, rating,
                           review_count, scheduling_period, deleted_at, created_at, updated_at, open_dates_computed_on, booking_rules)
       select h.ids[(1 + (b.g::bigint * 7919) % cardinality(h.ids))::int],
              ($7::uuid[])[b.category_idx],
              initcap(($11::text[])[1 + floor(b.r1 * cardinality($11::text[]))::int]) || ' '
                || ($9::text[])[(b.category_idx - 1) * 4 + 1 + floor(b.r2 * 4)::int]
                || ' in ' || ($12::text[])[1 + floor(b.r3 * cardinality($12::text[]))::int],
              'A ' || ($11::text[])[1 + floor(b.r4 * cardinality($11::text[]))::int] || ' '
                || ($9::text[])[(b.category_idx - 1) * 4 + 1 + floor(b.r5 * 4)::int]
                || ' in the heart of ' || ($12::text[])[1 + floor(b.r3 * cardinality($12::text[]))::int] || ', ' || m.name
                || '. Perfect for ' || ($15::text[])[1 + floor(b.r6 * cardinality($15::text[]))::int]
                || ' and ' || ($15::text[])[1 + floor(b.r7 * cardinality($15::text[]))::int]
                || '. Features ' || ($16::text[])[1 + floor(b.r8 * cardinality($16::text[]))::int]
                || ', ' || ($16::text[])[1 + floor(b.r9 * cardinality($16::text[]))::int]
                || ' and ' || ($16::text[])[1 + floor(b.r10 * cardinality($16::text[]))::int]
                || '. ' || ($17::text[])[1 + floor(b.r11 * cardinality($17::text[]))::int],
              case when b.r12 < 0.03 then 2 else 1 end,
              greatest(300, round((($10::int[])[b.category_idx] * (0.5 + b.r6 * 1.5)) / 100) * 100)::int,
              case when ($18::bool[])[b.category_idx] then 1 + floor(b.r7 * 20)::int end,
              (100 + floor(b.r8 * 9800)::int) || ' ' || ($13::text[])[1 + floor(b.r9 * cardinality($13::text[]))::int] || ' '
                || ($14::text[])[1 + floor(b.r10 * cardinality($14::text[]))::int] || ', ' || m.name || ', ' || m.state || ' '
                || m.zip3 || lpad(floor(b.r11 * 100)::text, 2, '0'),
              m.lat + b.offset_miles * cos(b.bearing) / 69.0,
              m.lng + b.offset_miles * sin(b.bearing) / (69.0 * cos(radians(m.lat))),
              m.zip3 || lpad(floor(b.r11 * 100)::text, 2, '0'),
              m.tz,
              1 + floor(b.r1 * 40)::int, floor(b.r2 * 15)::int, floor(b.r4 * 5)::int,
              b.r5 >= 0.05,
              case when b.r5 >= 0.03 then now() - interval '1 day' * b.r9 * 700 end,
              case when b.review_weight < 0.02 then 0 else round((2.5 + 2.5 * power(b.r7, 0.5))::numeric, 1)::float8 end,
              case when b.review_weight < 0.02 then 0 else 1 + floor(b.review_weight * 250)::int end,
              case when b.r3 < 0.8 then 60 else 30 end,
              case when b.r12 > 0.99 then now() - interval '1 day' * b.r8 * 30 end,
              now() - interval '1 day' * b.r9 * 730,
              now() - interval '1 day' * b.r10 * 30,
              -- computed today for every listing (closed ones stay '{}'), so the hourly open-dates job finds no work
              current_date,
              -- about 3 in 10 take requests, the rest book at once (the default: no rule set)
              case when b.r12 >= 0.6 and b.r12 < 0.9 then '{"bookingMode":"request"}'::jsonb else '{}'::jsonb end
       from base b
       join metro m on m.idx = b.metro_idx
       cross join host h`,
      [
        metroColumns(0),
        metroColumns(1),
        metroColumns(2),
        metroColumns(3),
        metroColumns(4),
        metroColumns(5),
        categoryIds,
        count,
        nouns,
        rents,
        adjectives,
        neighbourhoods,
        streets,
        streetSuffixes,
        occasions,
        features,
        closings,
        categoryRows.map((row) => row.has_slots),
      ],
    ),
  );

  await step('venue_images', () =>
    client.query(
      `insert into venue_images (venue_id, position, path, thumbnail_path, width, height, created_at)
       select v.id, p, 'venues/' || v.id || '/' || p || '.jpg', 'venues/' || v.id || '/' || p || '.thumb.jpg', 1600, 1067, v.created_at
       from venues v cross join lateral generate_series(0, abs(hashtext(v.id::text)) % 3) p`,
    ),
  );
  await step('venue_amenities', () =>
    client.query(
      `insert into venue_amenities (venue_id, amenity_id)
       select v.id, a.id from venues v cross join amenities a where (hashtext(v.id::text || a.slug) & 7) < 3`,
    ),
  );
  // Open dates as the availability module materialises them: most listings open on two runs of days in the next
  // 60, so date search has realistic selectivity.
  await step('open dates', () =>
    client.query(`
      update venues v set open_dates_computed_on = current_date, open_days = runs.days
      from (select id, array(
          select (current_date - date '1970-01-01') + d from generate_series(0, 59) d
          where d between a and a + 20 + b or d between 30 + c and 45 + e order by 1) as days
        from (select id, floor(random() * 5)::int as a, floor(random() * 5)::int as b, floor(random() * 10)::int as c,
          floor(random() * 15)::int as e from venues where random() < 0.85) r) runs
      where v.id = runs.id`),
  );
  await step('indexes', async () => {
    for (const { indexdef } of indexRows) await client.query(indexdef);
  });
  await step('vacuum analyze', () =>
    client.query('vacuum (analyze) users, categories, amenities, venues, venue_images, venue_amenities'),
  );

  return { ...(await describeListings(client)), totalMs: performance.now() - startedAt, timings };
}

/** Listing, image, amenity and host counts and the table and database sizes of a generated database. */
export async function describeListings(client) {
  const {
    rows: [stats],
  } = await client.query(
    `select (select count(*)::int from venues) as venues,
            (select count(*)::int from venues where approved and status = 1 and deleted_at is null) as searchable,
            (select count(*)::int from venue_images) as images,
            (select count(*)::int from venue_amenities) as amenities,
            (select count(*)::int from users where email like 'bench-host-%') as hosts,
            pg_size_pretty(pg_total_relation_size('venues')) as venues_size,
            pg_size_pretty(pg_database_size(current_database())) as database_size`,
  );
  return stats;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.argv[2] });
  await client.connect();
  try {
    const result = await generateListings(client, { count: Number(process.argv[3] ?? 100_000), log: console.log });
    console.log(result);
  } finally {
    await client.end();
  }
}
