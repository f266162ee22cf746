/**
 * The defence team's shield, drawn here rather than as the 🛡 emoji: a phone or desktop without a colour emoji font
 * showed an empty box in its place.
 */
export function DefenceShield({ title }: { title?: string }) {
  return (
    <svg className="defence-shield" viewBox="0 0 16 16" width="1em" height="1em" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      {title ? <title>{title}</title> : null}
      <path d="M8 1 2.5 3v4.2c0 3.4 2.3 6.3 5.5 7.8 3.2-1.5 5.5-4.4 5.5-7.8V3L8 1Z" fill="currentColor" />
      <path d="M8 3.2v9.6c2.1-1.2 3.5-3.3 3.5-5.6V4.5L8 3.2Z" fill="#000" fillOpacity="0.25" />
    </svg>
  );
}
