import { useEffect, useState } from 'react';
import { GREETING_NAME_MAX, startPageSection } from '@lodestar/core';
import { TextField } from '../../components/ui/text-field';
import { useSection } from '../../lib/sync';

/** The name the start page greets (empty: the account's first name); saved when the field is left. */
export function GreetingNameField() {
  const { data, setField } = useSection(startPageSection);
  const saved = data.greeting.name;
  const [text, setText] = useState(saved);
  // Another device (or an import) changed it: show the new name.
  useEffect(() => setText(saved), [saved]);
  const save = () => {
    const name = text.trim();
    if (name !== saved) setField('greeting', { name });
  };
  return (
    <TextField
      label="Name in the greeting"
      hint="Leave empty to use your account's name."
      value={text}
      maxLength={GREETING_NAME_MAX}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}
