import { useEffect, useRef } from 'react';
import {
  type CodeBoxes as Boxes,
  type CodeEdit,
  keyInBox,
  pasteCode,
  typeIntoBox,
} from '../../../entities/sms-code';
import styles from './code-boxes.module.css';

interface Props {
  code: Boxes;
  invalid: boolean;
  disabled: boolean;
  onChange: (code: Boxes) => void;
}

/** Four one-digit boxes (SPEC.md 5); the first is focused when they appear. */
export function CodeBoxes({ code, invalid, disabled, onChange }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  // A refused code empties the boxes: start again from the first one.
  useEffect(() => {
    if (invalid) boxes.current[0]?.focus();
  }, [invalid]);

  const apply = (edit: CodeEdit) => {
    onChange(edit.code);
    const target = boxes.current[edit.focus];
    target?.focus();
    target?.select();
  };

  return (
    <fieldset className={styles.boxes} disabled={disabled} aria-invalid={invalid}>
      <legend className={styles.legend}>Код из СМС, 4 цифры</legend>
      {code.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the four boxes never move.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Цифра ${index + 1} из ${code.length}`}
          aria-invalid={invalid}
          onChange={(event) => apply(typeIntoBox(code, index, event.target.value))}
          onKeyDown={(event) => {
            const edit = keyInBox(code, index, event.key);
            if (!edit) return;
            event.preventDefault();
            apply(edit);
          }}
          onPaste={(event) => {
            event.preventDefault();
            apply(pasteCode(event.clipboardData.getData('text')));
          }}
          onFocus={(event) => event.target.select()}
          data-testid={`code-box-${index}`}
        />
      ))}
    </fieldset>
  );
}
