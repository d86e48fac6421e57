export function Empty({ text }: { text: string }) {
  return (
    <div className="empty">
      <svg width="64" height="48" viewBox="0 0 64 48" aria-hidden="true">
        <ellipse cx="32" cy="42" rx="28" ry="5" fill="#eef2f7" />
        <path d="M10 16 18 6h28l8 10v20H10z" fill="#f6f8fb" stroke="#c9d3e0" strokeWidth="1.5" />
        <path d="M10 16h14a8 8 0 0 0 16 0h14" fill="none" stroke="#c9d3e0" strokeWidth="1.5" />
      </svg>
      <p>{text}</p>
    </div>
  );
}
