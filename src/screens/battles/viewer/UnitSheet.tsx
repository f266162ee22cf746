import { useRef, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../shared/useModalDialog';

/** How far (CSS px) the handle must be dragged down for the sheet to close rather than spring back. */
const DISMISS_DRAG = 70;

/**
 * A phone's bottom sheet over the lower part of the battle (the canvas stays in view above it): a modal dialog,
 * so focus moves into it and comes back, Escape closes it, and so do a tap above it, the close button or a
 * swipe down on its handle.
 */
export function UnitSheet({ titleId, onClose, children }: { titleId: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation('battle');
  const dialog = useModalDialog();
  const drag = useRef<{ pointer: number; from: number } | null>(null);
  const moveTo = (dy: number) => {
    if (dialog.current) dialog.current.style.transform = dy > 0 ? `translateY(${dy}px)` : '';
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    // The close button keeps its own click (a captured pointer would send the click to the grip).
    if (e.target instanceof Element && e.target.closest('button')) return;
    drag.current = { pointer: e.pointerId, from: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === e.pointerId) moveTo(e.clientY - drag.current.from);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start?.pointer !== e.pointerId) return;
    drag.current = null;
    moveTo(0);
    if (e.type === 'pointerup' && e.clientY - start.from > DISMISS_DRAG) onClose();
  };
  return (
    <dialog
      ref={dialog}
      className="unit-sheet"
      aria-labelledby={titleId}
      data-testid="unit-sheet"
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      // A click whose target is the dialog itself landed on its backdrop (the body fills the dialog's box).
      onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}
    >
      <div className="unit-sheet-body">
        <div className="unit-sheet-grip" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerEnd} onPointerCancel={onPointerEnd} data-testid="unit-sheet-grip">
          <span className="unit-sheet-handle" aria-hidden="true" />
          <button type="button" className="unit-sheet-close" onClick={onClose} aria-label={t('inspector.close')} autoFocus>
            ×
          </button>
        </div>
        <div className="unit-sheet-content">{children}</div>
      </div>
    </dialog>
  );
}
