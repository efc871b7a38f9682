import { ErrorIcon } from '../Icon';
import { EmptyState, type EmptyStateProps } from './EmptyState';

export type ErrorStateProps = Omit<EmptyStateProps, 'tone' | 'role'> & {
  /** Announce the failure when it appears (default true). */
  announce?: boolean;
};

/** A failed load or missing page: what happened, and an action such as 'Try again' or 'Go home'. */
export function ErrorState({ icon, announce = true, ...props }: ErrorStateProps) {
  return (
    <EmptyState {...props} icon={icon ?? <ErrorIcon />} tone="danger" role={announce ? 'alert' : undefined} />
  );
}
