/** The CoreSense mark: a sensor die with its bond pads and a sensing wave. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="6" y="6" width="28" height="28" rx="6" fill="#0b5cd5" />
      <path
        d="M11 21.5c2.2 0 2.2-5 4.4-5s2.2 9 4.6 9 2.4-13 4.6-13 2.2 9 4.4 9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#0b5cd5">
        <rect x="12" y="1" width="3" height="4" rx="1" />
        <rect x="18.5" y="1" width="3" height="4" rx="1" />
        <rect x="25" y="1" width="3" height="4" rx="1" />
        <rect x="12" y="35" width="3" height="4" rx="1" />
        <rect x="18.5" y="35" width="3" height="4" rx="1" />
        <rect x="25" y="35" width="3" height="4" rx="1" />
        <rect x="1" y="12" width="4" height="3" rx="1" />
        <rect x="1" y="18.5" width="4" height="3" rx="1" />
        <rect x="1" y="25" width="4" height="3" rx="1" />
        <rect x="35" y="12" width="4" height="3" rx="1" />
        <rect x="35" y="18.5" width="4" height="3" rx="1" />
        <rect x="35" y="25" width="4" height="3" rx="1" />
      </g>
    </svg>
  );
}
