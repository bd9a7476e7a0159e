import type { SVGProps } from 'react';

const paths = {
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
  backyard: (
    <>
      <path d="M8 18a4 4 0 0 1-2.3-7.3A3.6 3.6 0 0 1 9 6.1a3 3 0 0 1 6 0 3.6 3.6 0 0 1 3.3 4.6A4 4 0 0 1 16 18Z" />
      <path d="M12 22v-8M12 16l-2.2-2M12 15l2.2-2.2" />
    </>
  ),
  pool: (
    <>
      <path d="M8 15V6a2 2 0 0 1 4 0" />
      <path d="M14 15V6a2 2 0 0 1 4 0" />
      <path d="M8 9h6M8 12.5h6" />
      <path d="M2 19c1.7 0 1.7-1.3 3.3-1.3s1.7 1.3 3.4 1.3 1.6-1.3 3.3-1.3 1.7 1.3 3.3 1.3 1.7-1.3 3.4-1.3S20.3 19 22 19" />
    </>
  ),
  parking: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M9.5 16.5v-9H13a3 3 0 0 1 0 6H9.5" />
    </>
  ),
  court: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M12 5v14" />
      <circle cx="12" cy="12" r="2.8" />
      <path d="M2.5 9.5H5v5H2.5M21.5 9.5H19v5h2.5" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="m11.3 11.8 8.2-8.3M16.5 6.5l2.5 2.5M14.5 8.5l2 2" />
    </>
  ),
  home: (
    <>
      <path d="M4 10.5 12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19Z" />
      <path d="M9.5 20.5v-6h5v6" />
    </>
  ),
  arrow: <path d="M5 12h14m-5-5 5 5-5 5" />,
  book: (
    <>
      <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5v-15Z" />
      <path d="M5 19.5A1.5 1.5 0 0 0 6.5 21H19" />
    </>
  ),
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
