/** The gold coin drawn for the deposit screen (inline: no request, scales crisply, tinted like the accent). */
export function GoldCoinArt({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="gold-coin-art">
      <defs>
        <radialGradient id="gold-coin-face" cx="38%" cy="32%" r="70%">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="0.45" stopColor="#f5c451" />
          <stop offset="1" stopColor="#b7791f" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="34" r="27" fill="#8a5a12" />
      <circle cx="32" cy="31" r="27" fill="url(#gold-coin-face)" />
      <circle cx="32" cy="31" r="20" fill="none" stroke="#b7791f" strokeWidth="2.5" />
      <path d="M39 24.5a10 10 0 1 0 1.6 11.5H33v-4.5h12.5V34a14 14 0 1 1-3.3-12.6z" fill="#8a5a12" transform="translate(-2.2 1.8) scale(0.92)" />
    </svg>
  );
}
