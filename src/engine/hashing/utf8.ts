/** The UTF-8 bytes of one code point (1 to 4 bytes). */
function utf8Bytes(cp: number): number[] {
  return cp < 0x80
    ? [cp]
    : cp < 0x800
      ? [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)]
      : cp < 0x10000
        ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
}

/** The UTF-8 bytes of a string (lone surrogates are encoded as their code unit, as in WTF-8). */
export function utf8Encode(text: string): number[] {
  const out: number[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      out.push(c);
      continue;
    }
    let cp = c;
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    for (const b of utf8Bytes(cp)) out.push(b);
  }
  return out;
}
