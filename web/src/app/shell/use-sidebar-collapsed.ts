import { useCallback, useState } from 'react';

/** The desktop sidebar's collapsed state, remembered in this browser. */
export const SIDEBAR_COLLAPSED_KEY = 'rumo.sidebar.collapsed';

function stored(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(stored);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(!current));
      } catch {
        // Private mode or a full storage: the choice lasts for this page only.
      }
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
