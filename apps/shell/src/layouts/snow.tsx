/** Decorative snowfall on the home page when the configuration asks for it; hidden from assistive tech. */
export function Snow() {
  return (
    <div className="shell-snow" aria-hidden="true">
      {Array.from({ length: 24 }, (_, index) => (
        <span
          key={index}
          className="shell-snow__flake"
          style={{ left: `${(index * 37) % 100}%`, animationDelay: `${(index * 0.7) % 9}s` }}
        >
          ❄
        </span>
      ))}
    </div>
  );
}
