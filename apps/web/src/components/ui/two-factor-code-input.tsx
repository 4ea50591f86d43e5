import { TextInput, type TextInputProps } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

type TwoFactorCodeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'inputMode' | 'autoComplete'> & {
  value: string;
  onChange: (code: string) => void;
  /** A recovery code (letters and dashes) is accepted too, so the keyboard is not digits only. */
  allowsRecoveryCode?: boolean;
};

/**
 * The one field for a two-factor code: the six digits of the authenticator app, or a recovery code
 * where `allowsRecoveryCode`. Browsers and password managers fill it as a one-time code.
 */
export function TwoFactorCodeInput({ value, onChange, allowsRecoveryCode = false, ...props }: TwoFactorCodeInputProps) {
  return (
    <TextInput
      autoComplete="one-time-code"
      inputMode={allowsRecoveryCode ? 'text' : 'numeric'}
      leftSection={<IconShieldLock size={18} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
