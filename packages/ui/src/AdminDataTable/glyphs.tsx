import { Icon } from '../Icon';
import type { DataTableSortDirection } from './types';

export function SortGlyph({ direction }: { direction: DataTableSortDirection | null }) {
  return (
    <Icon size="1em">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        focusable="false"
      >
        <path d="M8 10l4-4 4 4" opacity={direction === 'desc' ? 0.3 : 1} />
        <path d="M8 14l4 4 4-4" opacity={direction === 'asc' ? 0.3 : 1} />
      </svg>
    </Icon>
  );
}

/** Points forward in the reading direction, or back; mirrors in RTL. */
export function ChevronGlyph({ back = false }: { back?: boolean }) {
  return (
    <Icon size="1em" flipInRtl>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        focusable="false"
      >
        <path d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
    </Icon>
  );
}

/** Points down: a menu opens below. */
export function CaretGlyph() {
  return (
    <Icon size="1em">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        focusable="false"
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
    </Icon>
  );
}
