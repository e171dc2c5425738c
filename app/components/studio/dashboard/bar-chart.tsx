export interface Bar {
  /** Short label under the bar (only some are drawn when there are many bars). */
  label: string;
  value: number;
  /** What the bar stands for in words, for its tooltip and the table. */
  description: string;
}

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 30;

/**
 * A bar chart drawn on the server as SVG, no script. The picture is one image with a summary
 * for screen readers; the numbers themselves are in a table under "Show the numbers".
 */
export function BarChart(props: {
  title: string;
  summary: string;
  bars: Bar[];
  /** Every how many bars a label is drawn. */
  labelEvery: number;
  /** Said over the empty chart when every bar is 0. */
  emptyText: string;
  columns: [string, string];
}) {
  const max = Math.max(1, ...props.bars.map((bar) => bar.value));
  const slot = WIDTH / props.bars.length;
  const barWidth = Math.max(1, slot * 0.72);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-semibold">{props.title}</figcaption>
      <svg
        role="img"
        aria-label={props.summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full"
      >
        {props.bars.every((bar) => bar.value === 0) ? (
          <text
            x={WIDTH / 2}
            y={HEIGHT / 2}
            textAnchor="middle"
            fill="#5e544b"
            className="text-[30px] sm:text-[16px]"
          >
            {props.emptyText}
          </text>
        ) : null}
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#8c7e70" strokeWidth="1" />
        {props.bars.map((bar, index) => {
          const height = (bar.value / max) * (HEIGHT - 8);
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.label}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx="1.5"
                fill="#a3472f"
              >
                <title>{bar.description}</title>
              </rect>
              {index % props.labelEvery === 0 ? (
                <text
                  x={x}
                  y={HEIGHT + AXIS - 2}
                  fill="#5e544b"
                  className="text-[26px] sm:text-[13px]"
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">Show the numbers</summary>
        <div className="max-h-72 overflow-y-auto rounded-md border border-line">
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-paper-deep">
              <tr>
                <th className="px-3 py-1.5">{props.columns[0]}</th>
                <th className="px-3 py-1.5">{props.columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {props.bars.map((bar) => (
                <tr key={bar.label} className="border-t border-line">
                  <td className="px-3 py-1.5">{bar.label}</td>
                  <td className="px-3 py-1.5">{bar.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
