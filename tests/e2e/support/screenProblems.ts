import type { Page } from '@playwright/test';

/**
 * Latin words a Russian or Chinese screen may show: names of products and standards, units, and the game's own
 * name. Anything else in Latin letters (4 or more) on a ru or zh screen is English that leaked through.
 */
const LATIN_ALLOWED = [
  'TCG', 'Telegram', 'Apple', 'Google', 'Store', 'App', 'iOS', 'Android', 'Elo', 'PvP', 'TON', 'Connect', 'Ethereum',
  'EVM', 'Core', 'MetaMask', 'Tonkeeper', 'USDT', 'USDC', 'BNB', 'email', 'mail', 'example', 'SHA', 'HMAC', 'Chromium',
  'WebGL', 'game-icons', 'icons', 'net', 'CC', 'BY', 'Lorc', 'Delapouite', 'Skoll', 'Guest', 'English', 'Русский',
  'Creative', 'Commons', 'Attribution', 'Stars', 'MyTonWallet', 'Wallet', 'Mainnet', 'GOLD', 'PNG', 'JPEG', 'WebP',
];

/**
 * What is wrong with the words and the box of the screen on show: the page scrolls sideways, an element sticks out
 * past the viewport, a raw translation key or an unfilled placeholder shows, or (in ru and zh) English leaks.
 * Text of the player's own (names) is marked `translate="no"` and skipped by the language check, as is the signed-in
 * player's generated name (`playerName`), which the screens quote inside sentences.
 */
export async function screenProblems(page: Page, language: string, playerName = ''): Promise<string[]> {
  return page.evaluate(
    ({ language, allowed, playerName }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const docWidth = document.documentElement.scrollWidth;
      if (docWidth > width) problems.push(`the page scrolls sideways by ${docWidth - width} px`);
      const name = (el: Element) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`;
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        return style.display !== 'none' && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], dialog:not([open])');
      };
      // Sideways: an element past the right (or left) edge that no scroller of its own holds.
      for (const el of document.querySelectorAll('header *, main *, .game-nav *')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
        if (!shown(el) || getComputedStyle(el).position === 'fixed') continue;
        let held = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const overflow = getComputedStyle(up).overflowX;
          if (overflow !== 'visible') {
            held = true;
            break;
          }
        }
        if (!held) problems.push(`${name(el)} sticks out sideways (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`);
      }
      const allow = new Set(allowed.map((w) => w.toLowerCase()));
      const texts: { text: string; where: Element }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, .debug-console, [translate="no"]') || !shown(parent)) continue;
        const text = (node.textContent ?? '').trim();
        if (text) texts.push({ text, where: parent });
      }
      for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
        if (!shown(el) || el.closest('[translate="no"]')) continue;
        for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
          const text = el.getAttribute(attribute)?.trim();
          if (text) texts.push({ text, where: el });
        }
      }
      const seen = new Set<string>();
      for (const { text, where } of texts) {
        const report = (what: string) => {
          const line = `${what} in ${name(where)}: "${text.slice(0, 60)}"`;
          if (!seen.has(line)) problems.push(line);
          seen.add(line);
        };
        if (/\{\{|\}\}|\$t\(/.test(text) || /^[a-z][\w-]*:[a-z][\w.]*$/.test(text) || /^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_-]+)+$/.test(text)) {
          report('a raw translation key');
          continue;
        }
        if (language === 'en') continue;
        // Addresses, hashes, links and e-mails are not words.
        const words = text.replaceAll(playerName || '\u0000', ' ').replace(/\S+@\S+|https?:\/\/\S+|\b0x[\da-f]+\b|\b[\da-f]{8,}\b|\S*[\d_]\S*/gi, ' ').match(/[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*/g)?.filter((w) => w.length >= 4) ?? [];
        const english = words.filter((w) => !allow.has(w.toLowerCase()));
        if (english.length) report(`English (${english.slice(0, 3).join(' ')})`);
      }
      return problems;
    },
    { language, allowed: LATIN_ALLOWED, playerName },
  );
}
