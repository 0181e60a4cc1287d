// Inline icons: no icon font to download, and they render wherever SVG does.
const common = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const PlusIcon = () => (
  <svg {...common}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const EditIcon = () => (
  <svg {...common}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </svg>
);
export const SaveIcon = () => (
  <svg {...common}>
    <path d="M5 12l5 5L20 7" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
