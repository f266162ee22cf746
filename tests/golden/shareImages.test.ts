/**
 * Share pictures pinned: the story (9:16) and the message photo of a seeded battle, drawn from the generated card
 * art, must come out as the same pixels (their SHA-256 is in tests/fixtures/share/shareImages.json). A change to the
 * picture, the card art, the fonts or the battle makes this fail on purpose: look at the PNGs it writes to
 * test-results/share/, then `npm run bless` (BLESS=1) rewrites the hashes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildArt } from '../../scripts/art/buildArt';
import { encodeReplay, randomBattleInput } from '../../src/contracts/replay';
import { rasterizeShareImage } from '../../server/share/rasterizeShareImage';
import { shareImageSvg, SHARE_IMAGE_SIZE, type ShareImageVariant } from '../../server/share/shareImageSvg';
import { battleScene, sceneOfStartParam } from '../../server/share/shareScenes';

const FILE = new URL('../fixtures/share/shareImages.json', import.meta.url);
const bless = process.env.BLESS === '1';
const art = new Map(buildArt().map((file) => [file.path, file.svg]));
const cardArt = (cardId: string) => art.get(`cards/${cardId}.svg`) ?? null;
const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;

describe('share pictures of a seeded battle', () => {
  const input = randomBattleInput(7);
  const scene = battleScene(input);

  it('the start parameter names the same battle the picture shows', () => {
    expect(sceneOfStartParam(`r_${encodeReplay(input, scene.hash)}`)).toEqual(scene);
    expect(sceneOfStartParam(`r_${encodeReplay(input, '0123456789abcdef')}`)).toBeNull();
  });

  for (const variant of ['story', 'card'] as ShareImageVariant[]) {
    it(`${variant}: same pixels as the golden, at ${SHARE_IMAGE_SIZE[variant].width} × ${SHARE_IMAGE_SIZE[variant].height}`, () => {
      const image = rasterizeShareImage(shareImageSvg(scene, variant, cardArt));
      expect({ width: image.width, height: image.height }).toEqual(SHARE_IMAGE_SIZE[variant]);
      mkdirSync('test-results/share', { recursive: true });
      writeFileSync(`test-results/share/battle-${variant}.png`, image.png());
      // Rendered twice, the same bytes: nothing in the picture depends on time, order or the machine's fonts.
      expect(rasterizeShareImage(shareImageSvg(scene, variant, cardArt)).pixels.equals(image.pixels)).toBe(true);
      const hash = createHash('sha256').update(image.pixels).digest('hex');
      if (bless) golden[variant] = hash;
      else expect(hash).toBe(golden[variant]);
    });
  }

  it.runIf(bless)('writes the blessed hashes', () => {
    writeFileSync(FILE, `${JSON.stringify(golden, null, 2)}\n`);
  });
});
