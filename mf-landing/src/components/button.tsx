import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@propdesk/shared/router';
import classes from './button.module.css';

export type TButtonLook = {
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  size?: 'xs' | 'sm' | 'lg';
  fullWidth?: boolean;
  /** Placement only (margins): the look is the variant's and size's. */
  className?: string;
};

function buttonClass({ variant = 'filled', size = 'sm', fullWidth = false, className }: TButtonLook): string {
  return [
    classes.button,
    classes[variant],
    classes[size],
    fullWidth ? classes.fullWidth : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The label clips at the padding when it does not fit, as Mantine's does, instead of spilling over. */
function Label({ children }: { children: ReactNode }) {
  return <span className={classes.label}>{children}</span>;
}

type TLinkProps = Omit<ComponentProps<typeof Link>, 'className'> & TButtonLook;

/** A link to a portal page, drawn as a button. */
export function ButtonLink({ variant, size, fullWidth, className, children, ...link }: TLinkProps) {
  return (
    <Link {...link} className={buttonClass({ variant, size, fullWidth, className })}>
      <Label>{children}</Label>
    </Link>
  );
}

type TAnchorProps = Omit<ComponentProps<'a'>, 'className'> & TButtonLook;

/** A plain link (mailto:, tel:), drawn as a button. */
export function ButtonAnchor({ variant, size, fullWidth, className, children, ...anchor }: TAnchorProps) {
  return (
    <a {...anchor} className={buttonClass({ variant, size, fullWidth, className })}>
      <Label>{children}</Label>
    </a>
  );
}

type TButtonProps = Omit<ComponentProps<'button'>, 'className' | 'type'> & TButtonLook;

export function Button({ variant, size, fullWidth, className, children, ...button }: TButtonProps) {
  return (
    <button type="button" {...button} className={buttonClass({ variant, size, fullWidth, className })}>
      <Label>{children}</Label>
    </button>
  );
}
