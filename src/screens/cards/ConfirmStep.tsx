/**
 * The two-step pay/burn action: a first button asks, then a confirm button (saying exactly what is paid or
 * burned) and a cancel. Nothing is sent before the confirm press.
 */
export function ConfirmStep({
  confirming,
  pending,
  askLabel,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  disabled = false,
  danger = false,
  onAsk,
  onConfirm,
  onCancel,
}: {
  confirming: boolean;
  pending: boolean;
  askLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  disabled?: boolean;
  danger?: boolean;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  if (!confirming) {
    return (
      <button type="button" className="button" disabled={disabled} onClick={onAsk}>
        {askLabel}
      </button>
    );
  }
  return (
    <div className="row">
      <button type="button" className={danger ? 'button danger' : 'button'} disabled={pending} onClick={onConfirm}>
        {pending ? pendingLabel : confirmLabel}
      </button>
      <button type="button" className="button secondary" disabled={pending} onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
