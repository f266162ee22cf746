import { VIEWER_ICONS, type ViewerIconName } from './viewerIcons';

/** One of the viewer's icons, decorative (the control or line it sits in carries the text). */
export function ViewerIcon({ name, className = 'viewer-icon' }: { name: ViewerIconName; className?: string }) {
  return <svg className={className} viewBox="0 0 512 512" aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: VIEWER_ICONS[name] }} />;
}
