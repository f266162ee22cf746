import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Balances, Currency } from '../../../contracts/accounts/currency';
import type { BattleReward } from '../../../contracts/battles';
import { playUiSound } from '../../../services/audio/uiSound';
import { countUpValue, FLY_MS, flyPosition, nextPopped, rewardTimeline } from './rewardMotion';

/** How long a balance counts on after a reward lands in it, in ms. */
const BALANCE_COUNT_MS = 450;
/** The most a celebration's clock advances in one frame (a 20 fps floor): below it, the motion slows down rather than skipping. */
const MAX_FRAME_STEP_MS = 50;

/** What the result screen needs to show the celebration. */
export interface RewardCelebration {
  /** Stars popped so far. */
  popped: number;
  /** Balances a reward has landed in. */
  landed: ReadonlySet<Currency>;
  /** The balances as shown before the rewards land (after: the account's). */
  shownBalances: Partial<Record<Currency, number>>;
  /** Where each reward's number is written while it counts (the element is the number's span). */
  legRef(currency: Currency): (element: HTMLElement | null) => void;
  /** The header's balances the rewards fly into. */
  balancesRef: React.RefObject<HTMLElement | null>;
  /** `running` while anything moves, then `done`. */
  phase: 'running' | 'done';
}

/**
 * Runs a won battle's celebration once: stars pop one by one (a ping each), each reward counts up from 0, a chip
 * with it flies into its balance in the header (a clink), and that balance counts on from before to after. The
 * numbers are written straight into their elements each frame (no React render per frame); milestones are state.
 * With `celebrate` false (a replay from the history) or reduced motion, everything shows its end at once.
 */
export function useRewardCelebration({ stars, rewards, balances, celebrate, reducedMotion, format }: {
  stars: number;
  rewards: BattleReward;
  /** The account's balances now (the rewards already in them), or null while unknown. */
  balances: Balances | null;
  celebrate: boolean;
  reducedMotion: boolean;
  format(value: number): string;
}): RewardCelebration {
  const still = !celebrate || reducedMotion;
  const timeline = useMemo(() => rewardTimeline(stars, rewards.map((leg) => leg.amount), still), [stars, rewards, still]);
  const [popped, setPopped] = useState(still ? stars : 0);
  // The stars on screen: the next one pops only after this one has rendered (two timers firing in one starved task
  // were batched into one render, and the player saw 1 → 3).
  const shownPopped = useRef(popped);
  useLayoutEffect(() => { shownPopped.current = popped; }, [popped]);
  const [landed, setLanded] = useState<ReadonlySet<Currency>>(new Set());
  const [phase, setPhase] = useState<'running' | 'done'>(still ? 'done' : 'running');
  const legs = useRef(new Map<Currency, HTMLElement>());
  const balancesRef = useRef<HTMLElement | null>(null);
  // The balances before this battle's rewards, fixed when the celebration starts.
  const before = useRef<Partial<Record<Currency, number>> | null>(null);
  if (before.current === null && balances) {
    before.current = Object.fromEntries(rewards.map((leg) => [leg.currency, still ? balances[leg.currency] : balances[leg.currency] - leg.amount]));
  }
  const formatRef = useRef(format);
  formatRef.current = format;
  const ready = balances !== null;

  useEffect(() => {
    if (still || !ready) return;
    const started = performance.now();
    const chips: HTMLElement[] = [];
    const flown = new Set<number>();
    let frame = 0;
    const write = (element: Element | null | undefined, value: number, sign = '') => {
      if (!element) return;
      element.textContent = sign + formatRef.current(value);
      element.setAttribute('data-value', String(value));
    };
    const fly = (index: number) => {
      const leg = rewards[index]!;
      const from = legs.current.get(leg.currency)?.getBoundingClientRect();
      const target = balancesRef.current?.querySelector(`[data-currency="${leg.currency}"]`);
      const to = target?.getBoundingClientRect();
      const land = () => {
        setLanded((set) => new Set([...set, leg.currency]));
        playUiSound('coin');
        let counted = 0;
        let previous = performance.now();
        const from = (before.current?.[leg.currency] ?? 0);
        const step = () => {
          const now = performance.now();
          counted += Math.min(now - previous, MAX_FRAME_STEP_MS);
          previous = now;
          const value = countUpValue(from, from + leg.amount, counted, BALANCE_COUNT_MS);
          write(target?.querySelector('dd'), value);
          target?.setAttribute('data-value', String(value));
          target?.querySelector('dd')?.removeAttribute('data-value');
          if (value !== from + leg.amount) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      };
      if (!from || !to || typeof document.body.animate !== 'function') return land();
      const chip = document.createElement('div');
      chip.className = `reward-fly ${leg.currency}`;
      chip.textContent = `+${formatRef.current(leg.amount)}`;
      chip.setAttribute('aria-hidden', 'true');
      document.body.append(chip);
      chips.push(chip);
      const a = { x: from.left + from.width / 2, y: from.top + from.height / 2 };
      const b = { x: to.left + to.width / 2, y: to.top + to.height / 2 };
      const keyframes = Array.from({ length: 13 }, (_, k) => {
        const p = flyPosition((k / 12) * FLY_MS, a, b);
        return { transform: `translate(${p.x}px, ${p.y}px) translate(-50%, -50%) scale(${p.scale})`, opacity: k === 12 ? 0.3 : 1 };
      });
      const animation = chip.animate(keyframes, { duration: FLY_MS, fill: 'forwards' });
      animation.onfinish = () => {
        chip.remove();
        land();
      };
    };
    // The counts run on a clock that advances at most MAX_FRAME_STEP_MS a frame: a starved phone (or a page that got
    // its first frame late) still shows the numbers counting instead of jumping to the end; it just takes longer.
    let elapsed = 0;
    let last = started;
    // The most stars asked for so far (a frame may come before the last one asked for has rendered).
    let requested = 0;
    const tick = () => {
      const now = performance.now();
      elapsed += Math.min(now - last, MAX_FRAME_STEP_MS);
      last = now;
      const pop = nextPopped(shownPopped.current, elapsed, timeline.starAt);
      if (pop > requested) {
        requested = pop;
        setPopped(pop);
        playUiSound('star');
      }
      rewards.forEach((leg, i) => {
        write(legs.current.get(leg.currency), countUpValue(0, leg.amount, elapsed - timeline.countAt[i]!, timeline.countMs[i]!), '+');
        if (elapsed >= timeline.flyAt[i]! && !flown.has(i)) {
          flown.add(i);
          fly(i);
        }
      });
      if (elapsed < timeline.endAt + BALANCE_COUNT_MS || requested < stars) frame = requestAnimationFrame(tick);
      else setPhase('done');
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      chips.forEach((chip) => chip.remove());
    };
    // Once per battle result: the inputs do not change while it shows.
  }, [still, ready]);

  return {
    popped,
    landed,
    // Once done, the account's balances are shown as React renders them.
    shownBalances: phase === 'done' ? {} : before.current ?? {},
    legRef: (currency) => (element) => {
      if (element) legs.current.set(currency, element);
      else legs.current.delete(currency);
    },
    balancesRef,
    phase,
  };
}
