/**
 * The home hero's illustration, inline so it paints with the first frame at no request:
 * an application window with a chart, an API response card and the larch motif of the logo.
 * Decorative (the hero text says it all), so hidden from assistive technology.
 */
export function HeroIllustration({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" className={className}>
      <rect
        x="40"
        y="24"
        width="420"
        height="290"
        rx="18"
        className="fill-white stroke-gray-200 dark:fill-gray-900 dark:stroke-gray-700"
        strokeWidth="2"
      />
      <path d="M40 62h420" className="stroke-gray-200 dark:stroke-gray-700" strokeWidth="2" />
      <circle cx="64" cy="43" r="6" className="fill-gray-200 dark:fill-gray-700" />
      <circle cx="84" cy="43" r="6" className="fill-gray-200 dark:fill-gray-700" />
      <circle cx="104" cy="43" r="6" className="fill-gray-200 dark:fill-gray-700" />
      <rect x="64" y="86" width="96" height="10" rx="5" className="fill-gray-300 dark:fill-gray-600" />
      <rect x="64" y="108" width="72" height="8" rx="4" className="fill-gray-200 dark:fill-gray-700" />
      <rect x="64" y="126" width="84" height="8" rx="4" className="fill-gray-200 dark:fill-gray-700" />
      <rect x="64" y="144" width="64" height="8" rx="4" className="fill-gray-200 dark:fill-gray-700" />
      <rect x="184" y="86" width="252" height="150" rx="12" className="fill-primary-50 dark:fill-primary-950" />
      <path
        d="M200 210 L240 180 L276 192 L318 140 L356 156 L420 104"
        fill="none"
        className="stroke-primary-600 dark:stroke-primary-400"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M200 210 L240 180 L276 192 L318 140 L356 156 L420 104 V224 H200 Z"
        className="fill-primary-500/15 dark:fill-primary-400/15"
      />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={184 + i * 66} y="252" width="54" height="40" rx="8" className="fill-gray-100 dark:fill-gray-800" />
      ))}
      <g transform="translate(0 200)">
        <rect x="0" y="0" width="230" height="176" rx="16" className="fill-gray-900 dark:fill-gray-800" />
        <rect x="20" y="22" width="38" height="8" rx="4" className="fill-primary-400" />
        <rect x="66" y="22" width="110" height="8" rx="4" className="fill-gray-500" />
        <rect x="34" y="48" width="60" height="8" rx="4" className="fill-sky-300" />
        <rect x="102" y="48" width="88" height="8" rx="4" className="fill-amber-200" />
        <rect x="34" y="70" width="48" height="8" rx="4" className="fill-sky-300" />
        <rect x="90" y="70" width="110" height="8" rx="4" className="fill-amber-200" />
        <rect x="34" y="92" width="70" height="8" rx="4" className="fill-sky-300" />
        <rect x="112" y="92" width="56" height="8" rx="4" className="fill-primary-300" />
        <rect x="34" y="114" width="40" height="8" rx="4" className="fill-sky-300" />
        <rect x="82" y="114" width="96" height="8" rx="4" className="fill-amber-200" />
        <rect x="20" y="140" width="14" height="8" rx="4" className="fill-gray-500" />
      </g>
      <g transform="translate(392 262)">
        <circle r="54" className="fill-primary-700 dark:fill-primary-500" />
        <path d="M0 -32 L20 6 H9 L13 28 H-13 L-9 6 H-20 Z" className="fill-white dark:fill-gray-950" />
      </g>
    </svg>
  );
}
