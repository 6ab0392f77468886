import type HomeOutlined from '@mui/icons-material/HomeOutlined';

/** A link of a sidebar menu: the user's (nav-items.ts) or the admin's (admin-nav-items.ts). */
export interface NavItem {
  label: string;
  to: string;
  icon: typeof HomeOutlined;
  /** Other screens that belong to this item (a diagnostic's form highlights Diagnósticos). */
  alsoActiveOn?: readonly string[];
  /** Only these addresses themselves, not what lies below them (/admin is above every admin screen). */
  exact?: boolean;
}

/** A group of items, under its heading when it has one. */
export interface NavSection {
  label?: string;
  items: readonly NavItem[];
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The item of the address shown: its screen or one that belongs to it, or a page below either. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveOn ?? [])].some((base) =>
    item.exact ? pathname === base : within(pathname, base),
  );
}
