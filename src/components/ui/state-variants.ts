type Flag = 'isInvalid' | 'isSelected';
type FlagVariant = { false?: string; true?: string };

interface StateLooks {
  /** Classes of the flag itself, enabled or not (a selected option's ring); none by default. */
  flag?: FlagVariant;
  /** While enabled, always. */
  enabled?: string;
  /** While disabled: replaces `enabled`, `on` and `off`. */
  disabled: string;
  /** While enabled, with the flag set (invalid, selected) or not. */
  on: string;
  off: string;
}

/**
 * The variants of a control whose look is its disabled one, else the one its flag (invalid,
 * selected) picks. Joined, not merged (lib/tailwind-variants): each colour comes from one branch,
 * so a disabled control never carries the enabled border or fill as well.
 */
export function disabledElseFlag<F extends Flag>(
  flag: F,
  { flag: flagVariant = { true: '' }, enabled = '', disabled, on, off }: StateLooks,
) {
  return {
    // In this order: the flag's classes come before the enabled/disabled ones.
    variants: { [flag]: flagVariant, isDisabled: { false: enabled, true: disabled } } as Record<F, FlagVariant> & {
      isDisabled: { false: string; true: string };
    },
    compoundVariants: [
      { isDisabled: false, [flag]: true, class: on },
      { isDisabled: false, [flag]: false, class: off },
    ] as ({ isDisabled: false; class: string } & Record<F, boolean>)[],
  };
}
