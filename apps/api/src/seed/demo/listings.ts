/**
 * Demo listings (DEMO_DATA): plain data, seeded by seed-listings.ts into an empty database.
 * Addresses are real streets in real neighbourhoods with their ZIP codes, coordinates and time zones;
 * the businesses are invented. Rents are in cents per hour. Ratings start at 0 (no reviews yet).
 */

export type DemoCategorySlug =
  | 'backyard'
  | 'swimming-pool'
  | 'parking-space'
  | 'tennis-court'
  | 'basketball-court'
  | 'garden'
  | 'rooftop'
  | 'studio';

export type DemoAmenitySlug =
  | 'wifi'
  | 'restrooms'
  | 'parking'
  | 'lighting'
  | 'shade'
  | 'grill'
  | 'seating'
  | 'power-outlets'
  | 'showers'
  | 'changing-room'
  | 'sound-system'
  | 'heating'
  | 'pet-friendly'
  | 'wheelchair-accessible'
  | 'drinking-water';

/** `demo` is DEMO_ACCOUNTS.host (host@hourlyspaces.test); the others are below. */
export type DemoHostKey = 'demo' | 'pools' | 'gardens' | 'courts';

/** Extra verified hosts. They all share DEMO_HOST_PASSWORD (hashed once at seeding). */
export const DEMO_EXTRA_HOSTS: Record<
  Exclude<DemoHostKey, 'demo'>,
  {
    email: string;
    name: string;
    designation: string;
    phone: string;
    address: string;
    zipcode: string;
    latitude: number;
    longitude: number;
  }
> = {
  pools: {
    email: 'marisol@hourlyspaces.test',
    name: 'Marisol Vega',
    designation: 'Pool Owner',
    phone: '+13055550111',
    address: '4500 Pine Tree Dr, Miami Beach, FL 33140, US',
    zipcode: '33140',
    latitude: 25.8192,
    longitude: -80.1262,
  },
  gardens: {
    email: 'theo@hourlyspaces.test',
    name: 'Theo Lindqvist',
    designation: 'Garden Host',
    phone: '+12065550112',
    address: '1817 N 45th St, Seattle, WA 98103, US',
    zipcode: '98103',
    latitude: 47.6614,
    longitude: -122.3355,
  },
  courts: {
    email: 'dante@hourlyspaces.test',
    name: 'Dante Brooks',
    designation: 'Court Manager',
    phone: '+13125550113',
    address: '1524 N Milwaukee Ave, Chicago, IL 60622, US',
    zipcode: '60622',
    latitude: 41.9093,
    longitude: -87.6775,
  },
};

export const DEMO_HOST_PASSWORD = 'Spaces-Demo-Host-2026';

export interface DemoListing {
  host: DemoHostKey;
  category: DemoCategorySlug;
  title: string;
  description: string;
  rentCents: number;
  /** Only for categories with slots (parking). */
  slots?: number;
  address: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  timezone: string;
  guests: { adults: number; children: number; infants: number };
  amenities: DemoAmenitySlug[];
  /** Which of the category's generated pictures comes first (they match the description: clay court, fire pit…). */
  cover?: number;
  /** false: waiting in the admin approval queue. */
  approved?: false;
}

export const DEMO_LISTINGS: DemoListing[] = [
  // ------------------------------------------------------------------ New York
  {
    host: 'demo',
    category: 'rooftop',
    title: 'Chelsea Skyline Rooftop with String Lights',
    cover: 0,
    description:
      'A planted roof deck eight floors above West 29th Street with an open view of the Empire State Building. Lounge sofas, a bar counter and string lights make it ideal for birthday drinks, product launches and sunset photo shoots. Bluetooth speakers are included; music must stay at conversation level after 10 pm and glassware stays off the ledge.',
    rentCents: 14500,
    address: '245 W 29th St, New York, NY 10001, US',
    zipcode: '10001',
    latitude: 40.7483,
    longitude: -73.9939,
    timezone: 'America/New_York',
    guests: { adults: 30, children: 0, infants: 0 },
    amenities: ['wifi', 'restrooms', 'lighting', 'seating', 'sound-system', 'heating', 'power-outlets'],
  },
  {
    host: 'demo',
    category: 'studio',
    title: 'West Chelsea Daylight Photo Studio',
    cover: 0,
    description:
      'A 1,200 sq ft white-box studio in the gallery district with north-facing windows and a 9 ft paper sweep. Two softboxes, C-stands, a steamer and a makeup table are included. Perfect for portraits, e-commerce and small video crews; please bring your own camera and leave the sweep clean.',
    rentCents: 11000,
    address: '520 W 27th St, New York, NY 10001, US',
    zipcode: '10001',
    latitude: 40.7507,
    longitude: -74.0041,
    timezone: 'America/New_York',
    guests: { adults: 10, children: 4, infants: 1 },
    amenities: ['wifi', 'restrooms', 'lighting', 'power-outlets', 'changing-room', 'heating', 'seating'],
  },
  {
    host: 'demo',
    category: 'parking-space',
    title: 'Financial District Covered Parking near Wall Street',
    cover: 2,
    description:
      'Reserved spaces in a staffed garage two blocks from the Wall Street station, perfect for a day in the office or an evening show. Each booking gets its own numbered bay; SUVs fit, oversized vans do not. Keep your confirmation handy for the attendant.',
    rentCents: 1200,
    slots: 12,
    address: '88 Greenwich St, New York, NY 10006, US',
    zipcode: '10006',
    latitude: 40.7083,
    longitude: -74.0139,
    timezone: 'America/New_York',
    guests: { adults: 5, children: 3, infants: 1 },
    amenities: ['lighting', 'wheelchair-accessible', 'power-outlets'],
  },
  {
    host: 'gardens',
    category: 'garden',
    title: 'Park Slope Brownstone Garden Hideaway',
    cover: 3,
    description:
      'A walled brownstone garden with climbing roses, raised herb beds and a bistro table under a Japanese maple. Lovely for a quiet reading afternoon, an intimate engagement shoot or a small picnic. Blankets and a pitcher of iced water are provided; no amplified music, please.',
    rentCents: 4500,
    address: '412 5th St, Brooklyn, NY 11215, US',
    zipcode: '11215',
    latitude: 40.6702,
    longitude: -73.9843,
    timezone: 'America/New_York',
    guests: { adults: 12, children: 6, infants: 2 },
    amenities: ['shade', 'seating', 'drinking-water', 'pet-friendly'],
  },
  // ------------------------------------------------------------------ Los Angeles
  {
    host: 'pools',
    category: 'swimming-pool',
    title: 'Hollywood Hills Saltwater Pool with City Views',
    cover: 2,
    description:
      'A heated saltwater pool perched above Beachwood Canyon, with loungers, umbrellas and a view of the Hollywood Sign. Great for a lazy swim day, a small pool party or a content shoot. Fresh towels and an outdoor shower are included; no glass near the water and children must be supervised at all times.',
    rentCents: 11500,
    address: '2150 N Beachwood Dr, Los Angeles, CA 90068, US',
    zipcode: '90068',
    latitude: 34.1098,
    longitude: -118.3212,
    timezone: 'America/Los_Angeles',
    guests: { adults: 15, children: 8, infants: 2 },
    amenities: ['showers', 'changing-room', 'shade', 'seating', 'restrooms', 'sound-system', 'drinking-water'],
  },
  {
    host: 'demo',
    category: 'studio',
    title: 'Arts District Cyclorama Studio',
    cover: 0,
    description:
      'A converted warehouse studio with a painted white cyclorama wall, 16 ft ceilings and a drive-in roll-up door for props. Continuous LED panels, two softboxes, sandbags and a client lounge are included. Suited to music videos, fashion and product work; smoke machines need to be cleared with the host first.',
    rentCents: 14000,
    address: '1200 S Santa Fe Ave, Los Angeles, CA 90021, US',
    zipcode: '90021',
    latitude: 34.0297,
    longitude: -118.2292,
    timezone: 'America/Los_Angeles',
    guests: { adults: 15, children: 4, infants: 1 },
    amenities: [
      'wifi',
      'restrooms',
      'parking',
      'lighting',
      'power-outlets',
      'changing-room',
      'sound-system',
      'wheelchair-accessible',
    ],
  },
  {
    host: 'courts',
    category: 'basketball-court',
    title: 'Venice Private Half Court near the Boardwalk',
    cover: 0,
    description:
      'A freshly painted outdoor half court with a glass backboard and breakaway rim, three blocks from Venice Beach. Good for pickup runs, one-on-one training or a youth skills session. Two balls and a rebound net are included; non-marking shoes only and the gate closes at 9 pm.',
    rentCents: 3500,
    address: '715 Rose Ave, Los Angeles, CA 90291, US',
    zipcode: '90291',
    latitude: 33.9983,
    longitude: -118.4726,
    timezone: 'America/Los_Angeles',
    guests: { adults: 10, children: 8, infants: 0 },
    amenities: ['lighting', 'drinking-water', 'seating', 'restrooms'],
  },
  {
    host: 'demo',
    category: 'backyard',
    title: 'Los Feliz Backyard with Fire Pit and Citrus Trees',
    cover: 1,
    description:
      'A private, lawn-covered backyard shaded by lemon and orange trees, with a gas fire pit, café lights and a long farmhouse table. Made for birthday dinners, baby showers and backyard movie nights. A propane grill is included; quiet hours start at 10 pm and dogs are welcome on a leash.',
    rentCents: 6500,
    address: '4321 Russell Ave, Los Angeles, CA 90027, US',
    zipcode: '90027',
    latitude: 34.1046,
    longitude: -118.2865,
    timezone: 'America/Los_Angeles',
    guests: { adults: 25, children: 10, infants: 4 },
    amenities: ['grill', 'seating', 'lighting', 'shade', 'restrooms', 'pet-friendly', 'power-outlets'],
  },
  // ------------------------------------------------------------------ Chicago
  {
    host: 'demo',
    category: 'rooftop',
    title: 'Wrigleyville Rooftop Deck Steps from the Ballpark',
    cover: 1,
    description:
      'A two-level rooftop deck on Sheffield Avenue with bleacher-style seating and a view toward Wrigley Field. Ideal for game-day watch parties, team outings and summer happy hours. A TV, coolers and patio heaters are included; guests must be 21+ and the deck closes at 11 pm.',
    rentCents: 13000,
    address: '3633 N Sheffield Ave, Chicago, IL 60613, US',
    zipcode: '60613',
    latitude: 41.9483,
    longitude: -87.6541,
    timezone: 'America/Chicago',
    guests: { adults: 40, children: 0, infants: 0 },
    amenities: ['restrooms', 'seating', 'sound-system', 'heating', 'lighting', 'wifi'],
  },
  {
    host: 'demo',
    category: 'parking-space',
    title: 'River North Garage Spaces by the Merchandise Mart',
    cover: 3,
    description:
      'Indoor parking on Hubbard Street, a short walk from the Merchandise Mart, the Riverwalk and River North restaurants. Each bay is numbered and reserved for you for the hours you book. Height limit 6 ft 8 in; EV charging is available at bays 1 and 2.',
    rentCents: 900,
    slots: 18,
    address: '225 W Hubbard St, Chicago, IL 60654, US',
    zipcode: '60654',
    latitude: 41.8898,
    longitude: -87.6343,
    timezone: 'America/Chicago',
    guests: { adults: 5, children: 3, infants: 1 },
    amenities: ['lighting', 'power-outlets', 'wheelchair-accessible'],
  },
  {
    host: 'courts',
    category: 'basketball-court',
    title: 'Wicker Park Courtyard Basketball Court',
    cover: 1,
    description:
      'A fenced full-width half court in a quiet courtyard off Milwaukee Avenue, resurfaced last spring with fresh lines. Book it for pickup games, shooting practice or a coached small-group session. Balls, a scoreboard and a shaded bench are included; no food on the court.',
    rentCents: 3000,
    address: '1524 N Milwaukee Ave, Chicago, IL 60622, US',
    zipcode: '60622',
    latitude: 41.9093,
    longitude: -87.6775,
    timezone: 'America/Chicago',
    guests: { adults: 12, children: 8, infants: 0 },
    amenities: ['lighting', 'seating', 'drinking-water', 'shade'],
  },
  {
    host: 'gardens',
    category: 'garden',
    title: 'Wicker Park Cottage Garden with Rose Arch',
    cover: 0,
    description:
      'A deep city lot turned cottage garden: a winding gravel path, a rose arch, perennial borders and a cedar bench. Lovely for garden teas, watercolour sessions and small ceremonies. Folding chairs for twelve are included; please keep to the paths and leave the flowers for the bees.',
    rentCents: 5000,
    address: '2045 W Pierce Ave, Chicago, IL 60622, US',
    zipcode: '60622',
    latitude: 41.9102,
    longitude: -87.6796,
    timezone: 'America/Chicago',
    guests: { adults: 20, children: 8, infants: 3 },
    amenities: ['seating', 'shade', 'drinking-water', 'restrooms', 'pet-friendly'],
  },
  // ------------------------------------------------------------------ Austin
  {
    host: 'pools',
    category: 'swimming-pool',
    title: 'Barton Hills Spring-Fed Style Pool',
    cover: 1,
    description:
      'A long, shaded lap-and-play pool under live oaks in Barton Hills, minutes from Zilker Park. Perfect for escaping the Texas heat with friends or a kid-friendly birthday splash. Pool noodles, loungers and a shaded cabana are included; no diving at the shallow end and swimmers under 12 need an adult in the water.',
    rentCents: 8500,
    address: '1800 Barton Hills Dr, Austin, TX 78704, US',
    zipcode: '78704',
    latitude: 30.2571,
    longitude: -97.7812,
    timezone: 'America/Chicago',
    guests: { adults: 16, children: 10, infants: 3 },
    amenities: ['shade', 'showers', 'seating', 'restrooms', 'drinking-water', 'changing-room'],
  },
  {
    host: 'demo',
    category: 'backyard',
    title: 'Bouldin Creek Backyard with Smoker and Lawn Games',
    cover: 2,
    description:
      'A big South Austin backyard with a covered patio, an offset smoker and cornhole boards on a level lawn. Made for barbecues, crawfish boils and watch parties. Picnic tables seat twenty; bring your own fuel and meat, and music goes off at 10 pm.',
    rentCents: 5500,
    address: '1605 S 3rd St, Austin, TX 78704, US',
    zipcode: '78704',
    latitude: 30.2491,
    longitude: -97.7587,
    timezone: 'America/Chicago',
    guests: { adults: 30, children: 12, infants: 4 },
    amenities: ['grill', 'seating', 'shade', 'lighting', 'restrooms', 'pet-friendly', 'sound-system'],
  },
  {
    host: 'courts',
    category: 'tennis-court',
    title: 'Tarrytown Hard Court under the Oaks',
    cover: 3,
    description:
      'A private, tree-lined hard court in Tarrytown with a windscreen on every side and a shaded bench. Great for a doubles game, a lesson with your coach or a pickleball session (portable net available). A ball machine can be added on request; non-marking tennis shoes only.',
    rentCents: 3200,
    address: '3400 Pecos St, Austin, TX 78703, US',
    zipcode: '78703',
    latitude: 30.3035,
    longitude: -97.7701,
    timezone: 'America/Chicago',
    guests: { adults: 4, children: 4, infants: 0 },
    amenities: ['lighting', 'seating', 'drinking-water', 'shade'],
  },
  {
    host: 'demo',
    category: 'studio',
    title: 'East Austin Podcast and Photo Studio',
    cover: 2,
    description:
      'A bright studio on East 5th with a colour paper sweep, a treated podcast corner and four broadcast microphones. Good for headshots, podcast episodes and small livestreams. Lights, stands and a mixer are included; no food on the set and please book the setup time you need.',
    rentCents: 8000,
    address: '1100 E 5th St, Austin, TX 78702, US',
    zipcode: '78702',
    latitude: 30.2638,
    longitude: -97.7312,
    timezone: 'America/Chicago',
    guests: { adults: 8, children: 2, infants: 1 },
    amenities: ['wifi', 'power-outlets', 'lighting', 'sound-system', 'restrooms', 'heating'],
  },
  {
    host: 'demo',
    category: 'parking-space',
    title: 'Downtown Austin Parking on Congress Avenue',
    cover: 0,
    description:
      'Reserved garage parking half a block from Congress Avenue, walking distance to the Capitol, the convention center and Sixth Street. Your numbered bay is held for every hour you book. Open 24/7 with on-site security; no overnight campers.',
    rentCents: 800,
    slots: 15,
    address: '600 Congress Ave, Austin, TX 78701, US',
    zipcode: '78701',
    latitude: 30.2687,
    longitude: -97.7428,
    timezone: 'America/Chicago',
    guests: { adults: 5, children: 3, infants: 1 },
    amenities: ['lighting', 'wheelchair-accessible', 'restrooms'],
  },
  // ------------------------------------------------------------------ Miami
  {
    host: 'pools',
    category: 'swimming-pool',
    title: 'Miami Beach Palm Garden Pool',
    cover: 0,
    description:
      'A sunny pool surrounded by palms and a teak deck on a quiet stretch of Pine Tree Drive. Ideal for a lazy swim, a bachelorette brunch or a swimwear shoot. Loungers, umbrellas, an outdoor shower and a Bluetooth speaker are included; no glass on the deck and no pool toys larger than a floatie.',
    rentCents: 12000,
    address: '4500 Pine Tree Dr, Miami Beach, FL 33140, US',
    zipcode: '33140',
    latitude: 25.8192,
    longitude: -80.1262,
    timezone: 'America/New_York',
    guests: { adults: 18, children: 8, infants: 2 },
    amenities: ['showers', 'changing-room', 'shade', 'seating', 'sound-system', 'restrooms', 'wifi', 'drinking-water'],
  },
  {
    host: 'demo',
    category: 'rooftop',
    title: 'Brickell Sky Deck over Biscayne Bay',
    cover: 3,
    description:
      'A penthouse-level terrace above Brickell Avenue with bay views, lounge seating and a glass railing all round. Made for sunset cocktails, corporate mixers and proposal surprises. Ice, coolers and a speaker system are included; heels should be low and confetti is not allowed.',
    rentCents: 15000,
    address: '1200 Brickell Ave, Miami, FL 33131, US',
    zipcode: '33131',
    latitude: 25.7629,
    longitude: -80.1918,
    timezone: 'America/New_York',
    guests: { adults: 35, children: 5, infants: 2 },
    amenities: ['restrooms', 'seating', 'sound-system', 'lighting', 'wifi', 'wheelchair-accessible', 'power-outlets'],
  },
  {
    host: 'courts',
    category: 'tennis-court',
    title: 'Coconut Grove Clay Court',
    cover: 1,
    description:
      'A well-kept red clay court tucked behind a Coconut Grove villa, shaded by banyan trees in the afternoon. Perfect for a friendly match, a hitting session or a private lesson. The court is brushed and lined before every booking; tennis shoes only and please drag the court when you finish.',
    rentCents: 4500,
    address: '3500 Main Hwy, Miami, FL 33133, US',
    zipcode: '33133',
    latitude: 25.7264,
    longitude: -80.2437,
    timezone: 'America/New_York',
    guests: { adults: 4, children: 4, infants: 0 },
    amenities: ['restrooms', 'drinking-water', 'seating', 'shade', 'lighting'],
  },
  {
    host: 'gardens',
    category: 'garden',
    title: 'Coral Gables Tropical Garden Courtyard',
    cover: 2,
    description:
      'A Mediterranean-revival courtyard garden with a tiled fountain, bougainvillea and orchids hanging from old oaks. Lovely for an elopement, a bridal shower or a quiet painting afternoon. Chairs, a tea table and shade umbrellas are provided; no confetti or rice.',
    rentCents: 7000,
    address: '1234 Alhambra Cir, Coral Gables, FL 33134, US',
    zipcode: '33134',
    latitude: 25.7536,
    longitude: -80.2686,
    timezone: 'America/New_York',
    guests: { adults: 30, children: 10, infants: 4 },
    amenities: ['seating', 'shade', 'restrooms', 'drinking-water', 'wheelchair-accessible', 'lighting'],
  },
  // ------------------------------------------------------------------ Seattle
  {
    host: 'demo',
    category: 'studio',
    title: 'Capitol Hill Loft Studio with Big Windows',
    cover: 1,
    description:
      'A top-floor loft studio with tall factory windows, a seamless backdrop in six colours and a vintage sofa. Great for portraits, small workshops and product flat-lays. Strobes, reflectors and a fast Wi-Fi connection are included; please take off street shoes on the white sweep.',
    rentCents: 9000,
    address: '1415 10th Ave, Seattle, WA 98122, US',
    zipcode: '98122',
    latitude: 47.6134,
    longitude: -122.3193,
    timezone: 'America/Los_Angeles',
    guests: { adults: 10, children: 3, infants: 1 },
    amenities: ['wifi', 'heating', 'power-outlets', 'lighting', 'restrooms', 'seating'],
  },
  {
    host: 'gardens',
    category: 'garden',
    title: 'Wallingford Kitchen Garden and Greenhouse',
    cover: 1,
    description:
      'A productive kitchen garden with raised beds, espaliered apples and a small glass greenhouse just off 45th Street. Great for gardening workshops, a harvest supper or a kids’ nature afternoon. Tools, gloves and a covered work table are included; please don’t pick the produce unless invited.',
    rentCents: 3500,
    address: '1817 N 45th St, Seattle, WA 98103, US',
    zipcode: '98103',
    latitude: 47.6614,
    longitude: -122.3355,
    timezone: 'America/Los_Angeles',
    guests: { adults: 15, children: 10, infants: 3 },
    amenities: ['shade', 'seating', 'drinking-water', 'pet-friendly', 'restrooms'],
  },
  {
    host: 'courts',
    category: 'basketball-court',
    title: 'Fremont Covered-Bench Basketball Court',
    cover: 3,
    description:
      'An outdoor half court near the Fremont Troll with adjustable-height hoops, so it works for kids and adults alike. Good for family games, skills clinics and after-work pickup. Balls and a pump are included; no dunking on the adjustable hoop.',
    rentCents: 2500,
    address: '3601 Fremont Ave N, Seattle, WA 98103, US',
    zipcode: '98103',
    latitude: 47.6512,
    longitude: -122.3499,
    timezone: 'America/Los_Angeles',
    guests: { adults: 10, children: 10, infants: 1 },
    amenities: ['lighting', 'seating', 'drinking-water'],
  },
  {
    host: 'demo',
    category: 'parking-space',
    title: 'Downtown Seattle Parking near Pike Place',
    cover: 1,
    description:
      'Secure underground parking on Fourth Avenue, an easy walk to Pike Place Market, the waterfront and the convention center. Your bay number is in the booking. Compact and mid-size cars only; the garage closes at midnight.',
    rentCents: 1000,
    slots: 10,
    address: '1501 4th Ave, Seattle, WA 98101, US',
    zipcode: '98101',
    latitude: 47.6106,
    longitude: -122.3373,
    timezone: 'America/Los_Angeles',
    guests: { adults: 5, children: 3, infants: 1 },
    amenities: ['lighting', 'wheelchair-accessible', 'power-outlets'],
  },
  // ------------------------------------------------------------------ Denver
  {
    host: 'demo',
    category: 'backyard',
    title: 'Highlands Backyard with Mountain Sunsets',
    cover: 3,
    description:
      'A terraced backyard in the Highlands with a gas fire pit, Adirondack chairs and a west-facing view toward the Front Range. Perfect for small dinners, s’mores nights and cozy birthday gatherings. Blankets and a grill are included; quiet hours after 10 pm.',
    rentCents: 4500,
    address: '3415 W 32nd Ave, Denver, CO 80211, US',
    zipcode: '80211',
    latitude: 39.7622,
    longitude: -105.0329,
    timezone: 'America/Denver',
    guests: { adults: 20, children: 8, infants: 3 },
    amenities: ['grill', 'seating', 'heating', 'lighting', 'pet-friendly'],
  },
  {
    host: 'courts',
    category: 'tennis-court',
    title: 'Washington Park Private Tennis Court',
    cover: 0,
    description:
      'A blue-and-green acrylic hard court a block from Washington Park, with LED lights for evening play. Ideal for doubles, drills with your coach or a sunrise hit before work. Balls and a courtside cooler are included; please close the gate behind you.',
    rentCents: 3000,
    address: '701 S Franklin St, Denver, CO 80209, US',
    zipcode: '80209',
    latitude: 39.7035,
    longitude: -104.9675,
    timezone: 'America/Denver',
    guests: { adults: 4, children: 4, infants: 0 },
    amenities: ['lighting', 'seating', 'drinking-water', 'restrooms'],
  },
  {
    host: 'demo',
    category: 'rooftop',
    title: 'LoDo Rooftop Lounge by Union Station',
    cover: 2,
    description:
      'A rooftop lounge on Wazee Street with mountain views, fire tables and a covered bar. Great for after-work drinks, rehearsal dinners and Rockies pre-game parties. Heaters, a sound system and bar tools are included; guests 21+ only after 8 pm.',
    rentCents: 12000,
    address: '1900 Wazee St, Denver, CO 80202, US',
    zipcode: '80202',
    latitude: 39.7541,
    longitude: -104.9948,
    timezone: 'America/Denver',
    guests: { adults: 35, children: 4, infants: 1 },
    amenities: ['restrooms', 'seating', 'heating', 'sound-system', 'lighting', 'wifi', 'wheelchair-accessible'],
  },
  {
    host: 'pools',
    category: 'swimming-pool',
    title: 'Cherry Creek Heated Pool and Hot Tub',
    cover: 3,
    description:
      'A heated pool with an attached hot tub in a private Cherry Creek yard, open from May through October. Good for family swim time, laps before work or a relaxed evening soak. Towels, loungers and a shaded pergola are included; no food in the water and an adult must supervise children.',
    rentCents: 7500,
    address: '155 S Madison St, Denver, CO 80209, US',
    zipcode: '80209',
    latitude: 39.7152,
    longitude: -104.9462,
    timezone: 'America/Denver',
    guests: { adults: 12, children: 8, infants: 2 },
    amenities: ['showers', 'heating', 'shade', 'seating', 'changing-room'],
  },
  // ------------------------------------------------------------------ San Francisco
  {
    host: 'gardens',
    category: 'garden',
    title: 'Mission Dolores Secret Garden',
    cover: 0,
    description:
      'A sunny walled garden behind a Victorian on Guerrero Street, with succulents, citrus trees and a pergola draped in jasmine. Perfect for an intimate wedding, a yoga class or a quiet afternoon with friends. Chairs, cushions and a water station are included; no smoking anywhere on the property.',
    rentCents: 6000,
    address: '1001 Guerrero St, San Francisco, CA 94110, US',
    zipcode: '94110',
    latitude: 37.7548,
    longitude: -122.4232,
    timezone: 'America/Los_Angeles',
    guests: { adults: 25, children: 8, infants: 3 },
    amenities: ['seating', 'shade', 'drinking-water', 'restrooms', 'pet-friendly'],
  },
  {
    host: 'demo',
    category: 'rooftop',
    title: 'South Beach Bay Bridge View Rooftop',
    cover: 0,
    description:
      'A wind-sheltered roof terrace on the Embarcadero with a front-row view of the Bay Bridge light show. Made for sunset drinks, small launches and photo shoots. Patio heaters, blankets and lounge seating are included; the terrace closes at 10 pm.',
    rentCents: 13500,
    address: '2 Townsend St, San Francisco, CA 94107, US',
    zipcode: '94107',
    latitude: 37.7808,
    longitude: -122.3899,
    timezone: 'America/Los_Angeles',
    guests: { adults: 25, children: 4, infants: 1 },
    amenities: ['heating', 'seating', 'restrooms', 'lighting', 'wifi', 'sound-system'],
  },
  {
    host: 'demo',
    category: 'parking-space',
    title: 'Potrero Hill Driveway Parking',
    cover: 0,
    description:
      'Off-street parking in a gated lot on De Haro Street, handy for Caltrain, the Design District and Chase Center events. Book one or several numbered bays for as many hours as you need. No trailers, and please don’t block the neighbours’ garage.',
    rentCents: 600,
    slots: 6,
    address: '444 De Haro St, San Francisco, CA 94107, US',
    zipcode: '94107',
    latitude: 37.7637,
    longitude: -122.4013,
    timezone: 'America/Los_Angeles',
    guests: { adults: 5, children: 3, infants: 1 },
    amenities: ['lighting', 'pet-friendly', 'power-outlets'],
  },
  {
    host: 'courts',
    category: 'tennis-court',
    title: 'Pacific Heights Garden Tennis Court',
    cover: 2,
    description:
      'A rare private court hidden behind a Pacific Heights garden wall, with a grass-green surface and views toward the Presidio. Lovely for a relaxed doubles match or a lesson. Balls, towels and chilled water are included; tennis whites appreciated but not required.',
    rentCents: 4200,
    address: '2801 Jackson St, San Francisco, CA 94115, US',
    zipcode: '94115',
    latitude: 37.7908,
    longitude: -122.4406,
    timezone: 'America/Los_Angeles',
    guests: { adults: 4, children: 2, infants: 0 },
    amenities: ['drinking-water', 'seating', 'restrooms', 'changing-room'],
  },
  // ------------------------------------------------------------------ Boston
  {
    host: 'demo',
    category: 'parking-space',
    title: 'South End Parking near SoWa Market',
    cover: 1,
    description:
      'A paved, gated lot on Thayer Street, steps from the SoWa Open Market and the galleries of the South End. Each booking gets its own numbered bay. Great for market Sundays and evening dinners; oversized vehicles cannot be accommodated.',
    rentCents: 700,
    slots: 8,
    address: '40 Thayer St, Boston, MA 02118, US',
    zipcode: '02118',
    latitude: 42.3427,
    longitude: -71.0653,
    timezone: 'America/New_York',
    guests: { adults: 5, children: 3, infants: 1 },
    amenities: ['lighting', 'wheelchair-accessible', 'pet-friendly'],
  },
  {
    host: 'courts',
    category: 'basketball-court',
    title: 'South Boston Harborside Basketball Court',
    cover: 2,
    description:
      'A full-length outdoor court near the harbor in South Boston, with fresh nets and LED lights for night games. Perfect for league practice, a birthday shoot-around or a full-court run. Balls and pinnies are included; please pick up your water bottles.',
    rentCents: 4000,
    address: '500 E 1st St, Boston, MA 02127, US',
    zipcode: '02127',
    latitude: 42.3401,
    longitude: -71.0371,
    timezone: 'America/New_York',
    guests: { adults: 12, children: 10, infants: 0 },
    amenities: ['lighting', 'restrooms', 'drinking-water', 'seating', 'parking'],
  },
  {
    host: 'demo',
    category: 'backyard',
    title: 'Jamaica Plain Backyard near the Pond',
    cover: 0,
    description:
      'A leafy Victorian backyard a short walk from Jamaica Pond, with a big lawn, picnic tables and a charcoal grill. Made for family reunions, birthday picnics and casual cookouts. Lawn games and a bluetooth speaker are included; please use the provided bins and recycle.',
    rentCents: 3500,
    address: '15 Greenough Ave, Boston, MA 02130, US',
    zipcode: '02130',
    latitude: 42.3139,
    longitude: -71.1148,
    timezone: 'America/New_York',
    guests: { adults: 20, children: 12, infants: 4 },
    amenities: ['grill', 'seating', 'shade', 'pet-friendly', 'restrooms'],
  },
  {
    host: 'demo',
    category: 'studio',
    title: 'Fort Point Brick-and-Beam Studio',
    cover: 3,
    description:
      'A historic brick-and-beam studio in Fort Point with 14 ft ceilings, oversized windows and a charcoal paper sweep. Good for portraits, dance rehearsals and workshop days. Two softboxes, a steamer and a rolling rack are included; freight elevator access is by arrangement.',
    rentCents: 8500,
    address: '300 A St, Boston, MA 02210, US',
    zipcode: '02210',
    latitude: 42.3467,
    longitude: -71.0524,
    timezone: 'America/New_York',
    guests: { adults: 12, children: 4, infants: 1 },
    amenities: ['wifi', 'heating', 'lighting', 'power-outlets', 'restrooms', 'changing-room'],
  },
  // ------------------------------------------------------------------ Atlanta
  {
    host: 'demo',
    category: 'backyard',
    title: 'Virginia-Highland Backyard with Pergola',
    cover: 2,
    description:
      'A private backyard behind a craftsman bungalow with a wisteria pergola, a big farm table and string lights. Lovely for supper clubs, showers and backyard birthday parties. A gas grill and a cooler are included; amplified music ends at 9 pm on weeknights.',
    rentCents: 5000,
    address: '1020 Virginia Ave NE, Atlanta, GA 30306, US',
    zipcode: '30306',
    latitude: 33.7811,
    longitude: -84.3531,
    timezone: 'America/New_York',
    guests: { adults: 24, children: 10, infants: 4 },
    amenities: ['grill', 'seating', 'lighting', 'shade', 'restrooms', 'power-outlets'],
  },
  {
    host: 'pools',
    category: 'swimming-pool',
    title: 'Buckhead Resort-Style Pool',
    cover: 1,
    description:
      'A resort-style pool with a sun shelf, cabana and outdoor kitchen on a wooded Buckhead estate. Perfect for pool parties, family swim days and summer photo shoots. Loungers, towels, a changing cabana and a speaker system are included; no glass and no diving.',
    rentCents: 10000,
    address: '3100 Habersham Rd NW, Atlanta, GA 30305, US',
    zipcode: '30305',
    latitude: 33.8422,
    longitude: -84.3903,
    timezone: 'America/New_York',
    guests: { adults: 20, children: 10, infants: 3 },
    amenities: ['showers', 'changing-room', 'shade', 'seating', 'grill', 'sound-system', 'restrooms', 'drinking-water'],
  },
  {
    host: 'courts',
    category: 'basketball-court',
    title: 'Old Fourth Ward Neighborhood Court',
    cover: 1,
    description:
      'A colourful outdoor court off Edgewood Avenue, close to the BeltLine, with two regulation hoops and a shaded bleacher. Book it for pickup runs, training sessions or a three-on-three tournament. Balls are included; no bikes or skateboards on the court.',
    rentCents: 2000,
    address: '512 Edgewood Ave SE, Atlanta, GA 30312, US',
    zipcode: '30312',
    latitude: 33.7543,
    longitude: -84.3716,
    timezone: 'America/New_York',
    guests: { adults: 12, children: 10, infants: 0 },
    amenities: ['lighting', 'seating', 'drinking-water', 'shade'],
  },
  {
    host: 'courts',
    category: 'tennis-court',
    title: 'Midtown Atlanta Court by Piedmont Park',
    cover: 0,
    description:
      'A private hard court beside a Midtown condo garden, a few minutes’ walk from Piedmont Park. Great for morning doubles, coaching sessions and after-work rallies under the lights. Balls and a ball hopper are included; please wear tennis shoes.',
    rentCents: 2800,
    address: '1401 Piedmont Ave NE, Atlanta, GA 30309, US',
    zipcode: '30309',
    latitude: 33.7938,
    longitude: -84.3719,
    timezone: 'America/New_York',
    guests: { adults: 4, children: 4, infants: 0 },
    amenities: ['lighting', 'restrooms', 'drinking-water', 'seating', 'parking'],
  },
  // ------------------------------------------------------------------ Pending approval
  {
    host: 'demo',
    category: 'garden',
    title: 'Fishtown Courtyard Garden with Koi Pond',
    cover: 2,
    description:
      'A quiet brick courtyard garden with a small koi pond, ferns and a café table for four, a block from Frankford Avenue. Ideal for a reading hour, a small birthday tea or a portrait session. Please don’t feed the fish; children must stay with an adult near the pond.',
    rentCents: 3000,
    address: '1237 E Palmer St, Philadelphia, PA 19125, US',
    zipcode: '19125',
    latitude: 39.9716,
    longitude: -75.1296,
    timezone: 'America/New_York',
    guests: { adults: 8, children: 4, infants: 2 },
    amenities: ['seating', 'shade', 'drinking-water'],
    approved: false,
  },
];
