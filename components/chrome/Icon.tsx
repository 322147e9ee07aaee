/** Small line icons for the toolbar (16 px, stroke follows the text colour). */
const paths: Record<string, string> = {
  new: 'M4 1.5h5.5L13 5v9.5H4zM9.5 1.5V5H13',
  open: 'M1.5 4.5v9h12l1.5-6H4l-1.5 6M1.5 4.5V3h4l1.5 1.5h6v3',
  save: 'M2.5 2.5h9l2 2v9h-11zM5 2.5v3.5h5V2.5M4.5 13.5V9h7v4.5',
  saveAs: 'M2.5 2.5h9l2 2v4M5 2.5v3.5h5V2.5M4.5 13.5h-2v-11M8 13.5l5-5 1.5 1.5-5 5H8z',
  undo: 'M5.5 3.5 2.5 6.5l3 3M2.5 6.5h7a4 4 0 0 1 0 8h-3',
  redo: 'M10.5 3.5l3 3-3 3M13.5 6.5h-7a4 4 0 0 0 0 8h3',
  layout: 'M1.5 2.5h4v4h-4zM10.5 2.5h4v4h-4zM10.5 9.5h4v4h-4zM5.5 4.5h5M8 4.5v7h2.5',
  fit: 'M1.5 5.5v-4h4M10.5 1.5h4v4M14.5 10.5v4h-4M5.5 14.5h-4v-4',
  collapse: 'M4.5 2.5 8 6l3.5-3.5M4.5 13.5 8 10l3.5 3.5M2 8h12',
  expand: 'M4.5 5.5 8 2l3.5 3.5M4.5 10.5 8 14l3.5-3.5M2 8h12',
  map: 'M1.5 3h13v10h-13zM8.5 8h4v3h-4z',
  export: 'M8 1.5v8M5 4.5l3-3 3 3M4.5 7.5h-2v7h11v-7h-2',
  compare: 'M1.5 2.5h5.5v11H1.5zM9 2.5h5.5v11H9zM3 6h2.5M3 8.5h2.5M10.5 6h2.5M10.5 8.5h2.5',
};

/** An icon by name. */
export function Icon({ name }: { name: keyof typeof paths | string }) {
  return (
    <svg className="sp-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={paths[name] ?? ''}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
