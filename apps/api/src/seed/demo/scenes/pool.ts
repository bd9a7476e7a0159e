import {
  Camera,
  HEIGHT,
  SKIES,
  Stage,
  Svg,
  WIDTH,
  between,
  n,
  drawSky,
  drawTint,
  groundBase,
  umbrella,
  glowLight,
  hsl,
  palm,
  pick,
  treeline,
  tree,
  type P3,
  type Rng,
  type TimeOfDay,
} from '../scene-kit.ts';

/** Backyard swimming pool seen from the deck: sky, hedge or hills, tiled deck, water, loungers, umbrella. */
export function poolScene(variant: number, rng: Rng) {
  const time = (['noon', 'golden', 'morning', 'dusk', 'noon', 'golden'] as TimeOfDay[])[variant % 6]!;
  const infinity = variant % 3 === 2;
  const horizon = between(rng, 290, 330);
  const side = variant % 2 ? 1 : -1;
  const camera = new Camera({
    height: between(rng, 2.3, 3.1),
    horizon,
    yaw: side * between(rng, 0.1, 0.28),
    focal: 880,
  });
  const svg = new Svg();
  const stage = new Stage(svg, camera);
  const lit = SKIES[time].lit;

  drawSky(svg, time, horizon, rng);
  if (infinity) {
    // Far hills and a haze line: the pool edge meets the view.
    svg.path(
      `M0,${horizon - 40} Q300,${horizon - 110} 520,${horizon - 30} T1200,${horizon - 60} L1200,${horizon + 4} L0,${horizon + 4} Z`,
      hsl(220, 25, 62),
      'opacity="0.7"',
    );
    svg.path(
      `M0,${horizon - 10} Q360,${horizon - 60} 700,${horizon - 12} T1200,${horizon - 24} L1200,${horizon + 4} L0,${horizon + 4} Z`,
      hsl(200, 22, 52),
      'opacity="0.75"',
    );
  } else {
    groundBase(svg, horizon, hsl(105, 38, 42));
    treeline(svg, horizon + 2, 46, hsl(135, 24, 34), rng);
  }

  const poolW = between(rng, 4.5, 6);
  const z1 = 5.5;
  const z2 = z1 + (infinity ? 16 : between(rng, 9, 12));
  const x0 = side * between(rng, 0, 1.2);
  const px1 = x0 - poolW / 2;
  const px2 = x0 + poolW / 2;

  // Lawn (or, past an infinity edge, a hazy valley), then the deck.
  if (infinity) {
    svg.rect(
      0,
      horizon,
      WIDTH,
      HEIGHT - horizon,
      svg.linear([
        [0, hsl(195, 25, 70)],
        [0.25, hsl(150, 22, 48)],
        [1, hsl(120, 30, 30)],
      ]),
    );
    for (let i = 0; i < 4; i++) {
      const y = horizon + 8 + i * 14;
      svg.path(
        `M0,${y + 20} Q${n(between(rng, 200, 500))},${y - 14} ${n(between(rng, 600, 800))},${y + 6} T1200,${y} L1200,${HEIGHT} L0,${HEIGHT} Z`,
        hsl(140 - i * 8, 20 + i * 4, 52 - i * 6),
        'opacity="0.55"',
      );
    }
  } else {
    stage.ground(
      [
        [-200, 0.5],
        [200, 0.5],
        [200, 400],
        [-200, 400],
      ],
      hsl(105, 38, 42),
    );
  }
  if (!infinity) {
    const house = side * -1;
    // A white house wall with big windows behind the hedge on one side.
    const hx = house * between(rng, 7, 10);
    stage.box(Math.min(hx, hx + house * 14), Math.max(hx, hx + house * 14), 0, 6.5, 30, 40, {
      top: '#d9d4cb',
      front: '#f3efe7',
      side: '#dcd6cc',
    });
    for (let i = 0; i < 3; i++) {
      const wx = Math.min(hx, hx + house * 14) + 1.5 + i * 4.2;
      stage.face(
        [
          [wx, 1.2, 29.95],
          [wx + 3, 1.2, 29.95],
          [wx + 3, 5.2, 29.95],
          [wx, 5.2, 29.95],
        ],
        lit ? '#ffd48a' : hsl(205, 35, 55),
      );
    }
    stage.box(-60, 60, 0, 1.6, 24, 25, { top: hsl(120, 30, 30), front: hsl(125, 32, 26), side: hsl(125, 32, 24) });
    for (const px of [-13, -8, 9, 14]) {
      const [bx, by] = camera.project([px + between(rng, -1, 1), 0, 23]);
      palm(svg, bx, by, 8 * camera.scale([px, 0, 23]), between(rng, -0.12, 0.12), hsl(between(rng, 110, 140), 40, 32));
    }
  }
  const deckFar = infinity ? z2 + 0.4 : 21;
  const deck = hsl(35, 35, 80);
  stage.ground(
    [
      [-9, 0.5],
      [9, 0.5],
      [9, deckFar],
      [-9, deckFar],
    ],
    deck,
  );
  for (let x = -9; x <= 9; x += 1) stage.groundLine(x, 0.5, x, deckFar, 0.025, hsl(35, 20, 68));
  for (let z = 1; z <= deckFar; z += 1) stage.groundLine(-9, z, 9, z, 0.025, hsl(35, 20, 68));

  // Coping, water, tile band, lane line, ripples.
  stage.ground(
    [
      [px1 - 0.35, z1 - 0.35],
      [px2 + 0.35, z1 - 0.35],
      [px2 + 0.35, z2 + 0.35],
      [px1 - 0.35, z2 + 0.35],
    ],
    '#f4efe6',
  );
  const water = svg.linear(
    lit
      ? [
          [0, '#3fa7c9'],
          [0.5, '#1f8fb8'],
          [1, '#0f6f9c'],
        ]
      : [
          [0, '#b4f0f2'],
          [0.45, '#4fcbe0'],
          [1, '#1ea3cb'],
        ],
  );
  stage.ground(
    [
      [px1, z1],
      [px2, z1],
      [px2, z2],
      [px1, z2],
    ],
    water,
  );
  stage.groundLine(px1 + 0.1, z2 - 0.1, px2 - 0.1, z2 - 0.1, 0.2, '#1c6aa2', 'opacity="0.8"');
  stage.groundLine(px1 + 0.1, z1 + 0.1, px1 + 0.1, z2 - 0.1, 0.2, '#1c6aa2', 'opacity="0.6"');
  stage.groundLine(px2 - 0.1, z1 + 0.1, px2 - 0.1, z2 - 0.1, 0.2, '#1c6aa2', 'opacity="0.6"');
  stage.groundLine(x0, z1 + 1, x0, z2 - 1, 0.25, '#15649a', 'opacity="0.35"');
  stage.groundLine(x0 - 0.5, z2 - 1, x0 + 0.5, z2 - 1, 0.25, '#15649a', 'opacity="0.35"');
  for (let z = z1 + 0.5; z < z2 - 0.3; z += 0.55) {
    const phase = rng() * Math.PI * 2;
    const points: P3[] = [];
    for (let x = px1 + 0.15; x <= px2 - 0.15; x += 0.2) points.push([x, 0, z + 0.07 * Math.sin(x * 3.2 + phase)]);
    stage.polyline3(points, '#ffffff', 0.035, `opacity="${lit ? 0.22 : 0.5}"`);
  }
  if (lit) {
    for (const lx of [px1 + poolW * 0.3, px1 + poolW * 0.7]) {
      const [gx, gy] = camera.project([lx, 0, z2 - 0.3]);
      svg.ellipse(
        gx,
        gy + 6,
        90,
        30,
        svg.radial(
          [
            [0, '#9ff6ff', 0.8],
            [1, '#9ff6ff', 0],
          ],
          gx,
          gy + 6,
          90,
        ),
      );
    }
  }

  // Ladder at the far corner.
  const ladderZ = z2 - between(rng, 1.5, 3);
  const ladderSide = side > 0 ? px1 : px2;
  const inward = side > 0 ? 1 : -1;
  for (const dz of [0, 0.55]) {
    const z = ladderZ + dz;
    const rail: P3[] = [
      [ladderSide - inward * 0.45, 0, z],
      [ladderSide - inward * 0.45, 0.8, z],
      [ladderSide - inward * 0.2, 0.98, z],
      [ladderSide + inward * 0.12, 0.8, z],
      [ladderSide + inward * 0.18, -0.1, z],
    ];
    stage.polyline3(rail, '#dfe6ea', 0.05);
  }

  // Loungers on the deck, away from the pool, with an umbrella.
  const loungerSide = side;
  const edge = loungerSide < 0 ? px1 - 0.9 : px2 + 0.9;
  const cushion = pick(rng, [0, 200, 12, 45, 170, 340]);
  const count = 3;
  for (let i = count - 1; i >= 0; i--) {
    const z = z1 + 0.6 + i * 1.5;
    lounger(stage, edge, loungerSide, z, cushion);
  }
  umbrella(stage, edge + loungerSide * 1.2, z1 + 3.5, cushion, rng);
  // Potted plants on the near corner of the other side.
  const plantX = loungerSide < 0 ? px2 + 1.6 : px1 - 1.6;
  for (const z of [z1 + 1, z1 + 3.2]) {
    stage.box(plantX - 0.35, plantX + 0.35, 0, 0.6, z - 0.35, z + 0.35, {
      top: '#5a4636',
      front: '#c9b8a3',
      side: '#b5a38e',
    });
    const [tx, ty] = camera.project([plantX, 0.6, z]);
    tree(svg, tx, ty + 4, 0.55 * camera.scale([plantX, 0.6, z]), 120, rng, 30);
  }

  drawTint(svg, time);
  if (lit) {
    // String lights over the deck.
    const a: P3 = [-8, 3.2, 8];
    const b: P3 = [8, 3.2, 18];
    const points: P3[] = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      points.push([a[0] + (b[0] - a[0]) * t, a[1] - 0.9 * 4 * t * (1 - t), a[2] + (b[2] - a[2]) * t]);
    }
    stage.polyline3(points, '#2a2a2a', 0.02);
    for (const point of points.slice(1, -1)) {
      const [x, y] = camera.project(point);
      glowLight(svg, x, y + 3, Math.max(2, 0.05 * camera.scale(point)));
    }
  }
  return svg.toString();
}

function lounger(stage: Stage, xNear: number, direction: number, z: number, hue: number) {
  const xHead = xNear + direction * 1.3;
  const xBack = xHead + direction * 0.5;
  const z0 = z;
  const z1 = z + 0.7;
  const frame = '#f5f5f2';
  stage.ground(
    [
      [xNear, z0 + 0.12],
      [xBack + direction * 0.2, z0 + 0.12],
      [xBack + direction * 0.2, z1 + 0.2],
      [xNear, z1 + 0.2],
    ],
    '#000000',
    'opacity="0.15"',
  );
  for (const [x, zz] of [
    [xNear, z0],
    [xNear, z1],
    [xHead, z0],
    [xHead, z1],
  ] as const)
    stage.line3([x, 0, zz], [x, 0.3, zz], '#9aa1a6', 0.04);
  stage.face(
    [
      [xNear, 0.24, z0],
      [xHead, 0.24, z0],
      [xHead, 0.34, z0],
      [xNear, 0.34, z0],
    ],
    frame,
  );
  stage.face(
    [
      [xNear, 0.34, z0],
      [xHead, 0.34, z0],
      [xHead, 0.34, z1],
      [xNear, 0.34, z1],
    ],
    hsl(hue, 55, 62),
  );
  stage.face(
    [
      [xHead, 0.34, z0],
      [xBack, 0.92, z0],
      [xBack, 0.92, z1],
      [xHead, 0.34, z1],
    ],
    hsl(hue, 55, 55),
  );
}
