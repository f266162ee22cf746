import type { SceneQuality } from './battleSceneProps';

/** Rendering settings for a device class. */
export interface QualitySettings {
  quality: SceneQuality;
  resolution: number;
  /** 0: uncapped (display rate). */
  maxFps: number;
  /** Particles on screen at most (0: none). */
  maxParticles: number;
}

/**
 * Telegram's Android client appends its performance class to the user agent ("Telegram-Android/11.2.3 (…; LOW)"):
 * https://core.telegram.org/bots/webapps#additional-data-in-user-agent. Elsewhere: HIGH, or LOW with ≤ 2 GB memory.
 * Software WebGL (no usable GPU, see isSoftwareRendered) is LOW whatever else is said: every pixel costs the CPU.
 */
export function detectQuality(userAgent: string, deviceMemory?: number, softwareRendered = false): SceneQuality {
  if (softwareRendered) return 'low';
  const telegram = /Telegram-Android\/[^\s]+ \([^)]*;\s*(LOW|AVERAGE|HIGH)\s*\)/i.exec(userAgent);
  if (telegram) return telegram[1]!.toLowerCase() as SceneQuality;
  if (deviceMemory !== undefined && deviceMemory <= 2) return 'low';
  return 'high';
}

/** Settings per class: LOW gets resolution 1, 30 fps and no particles (the scene uses no filters at all). */
export function qualitySettings(quality: SceneQuality, devicePixelRatio: number): QualitySettings {
  const dpr = Math.min(Math.max(devicePixelRatio || 1, 1), 2);
  if (quality === 'low') return { quality, resolution: 1, maxFps: 30, maxParticles: 0 };
  if (quality === 'average') return { quality, resolution: Math.min(dpr, 1.5), maxFps: 0, maxParticles: 24 };
  return { quality, resolution: dpr, maxFps: 0, maxParticles: 48 };
}
