import type { Rng } from '../scene-kit.ts';
import { basketballScene, tennisScene } from './courts.ts';
import { rooftopScene, studioScene } from './indoor-and-roof.ts';
import { backyardScene, gardenScene } from './outdoor.ts';
import { parkingScene } from './parking.ts';
import { poolScene } from './pool.ts';

/** One SVG scene per category slug (see seed-reference.ts); `variant` picks composition and time of day. */
export const SCENES: Record<string, (variant: number, rng: Rng) => string> = {
  backyard: backyardScene,
  'swimming-pool': poolScene,
  'parking-space': parkingScene,
  'tennis-court': tennisScene,
  'basketball-court': basketballScene,
  garden: gardenScene,
  rooftop: rooftopScene,
  studio: studioScene,
};
