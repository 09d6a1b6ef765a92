import type { CategoryScore } from '@mockingbird/contracts';

const SIZE = 260;
const CENTER = SIZE / 2;
const RADIUS = 92;

function point(index: number, count: number, fraction: number) {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return [CENTER + Math.cos(angle) * RADIUS * fraction, CENTER + Math.sin(angle) * RADIUS * fraction] as const;
}

const SHORT_NAMES: Record<string, string> = {
  'Communication Skills': 'Communication',
  'Technical Knowledge': 'Technical',
  'Problem Solving': 'Problem solving',
  'Cultural Fit': 'Cultural fit',
  'Confidence and Clarity': 'Confidence',
};

/** A radar chart of the five category scores; the numbers are also in the breakdown beside it. */
export function CategoryRadar({ scores }: { scores: readonly CategoryScore[] }) {
  const count = scores.length;
  const polygon = (fraction: (i: number) => number) =>
    scores.map((_, i) => point(i, count, fraction(i)).join(',')).join(' ');
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg
        viewBox={`-70 -6 ${SIZE + 140} ${SIZE + 12}`}
        className="w-full max-w-[360px]"
        role="img"
        aria-label={`Category scores: ${scores.map((s) => `${s.name} ${s.score} out of 100`).join(', ')}`}
      >
        {[0.25, 0.5, 0.75, 1].map((ring) => (
          <polygon key={ring} points={polygon(() => ring)} fill="none" stroke="var(--color-line)" strokeWidth="1" />
        ))}
        {scores.map((_, i) => {
          const [x, y] = point(i, count, 1);
          return <line key={i} x1={CENTER} y1={CENTER} x2={x} y2={y} stroke="var(--color-line)" strokeWidth="1" />;
        })}
        <polygon
          points={polygon((i) => Math.max(0.02, scores[i]!.score / 100))}
          fill="var(--color-brand)"
          fillOpacity="0.25"
          stroke="var(--color-brand)"
          strokeWidth="2"
        />
        {scores.map((score, i) => {
          const [x, y] = point(i, count, 1.18);
          return (
            <text
              key={score.name}
              x={x}
              y={y}
              textAnchor={Math.abs(x - CENTER) < 8 ? 'middle' : x > CENTER ? 'start' : 'end'}
              dominantBaseline="middle"
              fontSize="11"
              fill="var(--color-muted)"
            >
              {SHORT_NAMES[score.name] ?? score.name}
            </text>
          );
        })}
      </svg>
    </figure>
  );
}
