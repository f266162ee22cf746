import { useEffect, useRef } from 'react';

/** A ref for a `<dialog>` that opens as a modal when the component mounts and closes when it unmounts (sheets). */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return dialog;
}
