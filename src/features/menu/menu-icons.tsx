// The menu's own glyphs, inline like the shell's (no icon font to download).
const common = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

/** Six dots: "this can be dragged". */
export const GripIcon = () => (
  <svg {...common} width={20} height={20} fill="currentColor" stroke="none">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
  </svg>
);

/** A covered dish, for items without a photo. */
export const PlateIcon = () => (
  <svg {...common} width={28} height={28}>
    <path d="M3 17h18M5 17a7 7 0 0 1 14 0M12 8V6M10 6h4" />
  </svg>
);

export const CameraIcon = () => (
  <svg {...common} width={20} height={20}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx={12} cy={13} r={3.5} />
  </svg>
);

export const ImageIcon = () => (
  <svg {...common} width={20} height={20}>
    <rect x={3} y={4} width={18} height={16} rx={2} />
    <circle cx={9} cy={10} r={2} />
    <path d="M21 16l-5-5-8 9" />
  </svg>
);

export const SparkleIcon = () => (
  <svg {...common} width={16} height={16}>
    <path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
  </svg>
);

export const PencilIcon = () => (
  <svg {...common} width={20} height={20}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </svg>
);
