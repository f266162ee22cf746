import { useEffect, useState } from 'react';
import { FormAlert } from '../parts/FormAlert';
import { useUpdateProfile, type ProfileChange } from '../../../services/session/useUpdateProfile';

/** Props of {@link PreferenceToggle}: the saved value and how to express a change as a profile PATCH. */
export interface PreferenceToggleProps {
  label: string;
  name: string;
  saved: boolean;
  change: (value: boolean) => ProfileChange;
}

/**
 * A switch saved to the profile as soon as it is flipped. It shows the new position at once (the request takes a
 * moment) and goes back if the server refuses.
 */
export function PreferenceToggle({ label, name, saved, change }: PreferenceToggleProps) {
  const update = useUpdateProfile();
  const [shown, setShown] = useState(saved);
  const pending = update.isPending;
  useEffect(() => {
    if (!pending) setShown(saved);
  }, [saved, pending]);
  return (
    <>
      <label className="toggle">
        <input
          type="checkbox"
          name={name}
          checked={shown}
          onChange={(event) => {
            const value = event.target.checked;
            setShown(value);
            update.mutate(change(value), { onError: () => setShown(saved) });
          }}
        />
        {label}
      </label>
      <FormAlert error={update.error} />
    </>
  );
}
