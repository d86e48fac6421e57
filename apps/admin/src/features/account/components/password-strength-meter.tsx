import type { PasswordStrength } from '@coresense/shared/password-strength';
import { Progress, theme } from 'antd';
import { t } from '../../../locales/index.ts';

const STEPS: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };

export function strengthLabel(strength: PasswordStrength): string {
  return t(`account.security.${strength}`);
}

/** Three bars and a word, coloured as Ant Design Pro's register page colours them. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | undefined }) {
  const { token } = theme.useToken();
  const colors: Record<PasswordStrength, string> = {
    weak: token.colorError,
    medium: token.colorWarning,
    strong: token.colorSuccess,
  };
  return (
    <div className="password-strength" data-strength={strength ?? 'none'} aria-live="polite">
      <Progress
        steps={3}
        percent={strength ? (STEPS[strength] / 3) * 100 : 0}
        strokeColor={strength ? colors[strength] : undefined}
        showInfo={false}
        size={[48, 6]}
      />
      <span style={{ color: strength ? colors[strength] : token.colorTextTertiary }}>
        {strength
          ? t('account.password.strength', { level: strengthLabel(strength) })
          : t('account.password.hint')}
      </span>
    </div>
  );
}
