// The new-password rule as a live checklist, ticking as the customer types. Plain markup and its
// own two icons (no react-aria, no tailwind-merge): the reset screen is a first load with a tight
// budget (see AuthControls). Each line says its state in words too, not by colour alone.
import { PASSWORD_RULES } from '@/lib/validation/password';
import { strokeIconProps } from '@/components/ui/stroke-icon';

function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg {...strokeIconProps} strokeWidth={2} className={`size-4 shrink-0 ${met ? 'text-success-700' : 'text-slate-400'}`}>
      {met ? <path d="M20 6 9 17l-5-5" /> : <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}

/** What a screen reader hears as the password changes: how many requirements are met (nothing while empty). */
export function passwordChecklistSummary(password: string): string {
  if (password === '') return '';
  const met = PASSWORD_RULES.filter((rule) => rule.test(password)).length;
  return met === PASSWORD_RULES.length
    ? 'La contraseña cumple todos los requisitos.'
    : `La contraseña cumple ${met} de ${PASSWORD_RULES.length} requisitos.`;
}

export interface PasswordChecklistProps {
  password: string;
  /** For the password field's aria-describedby. */
  id: string;
}

export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div id={id}>
        <p className="text-sm text-slate-700">Tu contraseña necesita:</p>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(password);
            return (
              <li key={rule.id} data-met={met} className={`flex items-center gap-2 ${met ? 'text-slate-900' : 'text-slate-600'}`}>
                <RuleIcon met={met} />
                <span>
                  {rule.label}
                  <span className="sr-only">{met ? ' (cumplido)' : ' (pendiente)'}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p aria-live="polite" className="sr-only">
        {passwordChecklistSummary(password)}
      </p>
    </div>
  );
}
