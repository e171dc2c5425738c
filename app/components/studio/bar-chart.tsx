/** The studio's bar chart: one to three series over days or months, drawn as SVG, no script. */

export interface ChartSeries {
  name: string;
  /** One value a month, in the order of the chart's months. */
  values: number[];
}

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 30;
/** The series' colours, in order: clay, a slate blue and an ochre, apart in light and hue. */
const colours = ["#a3472f", "#3f5f8a", "#b8862b"];

/**
 * The picture is one image named by `summary`; the numbers are in a table under "Show the
 * numbers" (its first column headed `labelHeader`), formatted by `format`. `emptyText` is said
 * over the chart when every value is 0.
 */
export function BarChart(props: {
  title: string;
  summary: string;
  labels: string[];
  labelHeader?: string;
  series: ChartSeries[];
  format: (value: number) => string;
  emptyText?: string;
}) {
  const { labels: months, series } = props;
  const empty = series.every((one) => one.values.every((value) => value === 0));
  const max = Math.max(1, ...series.flatMap((one) => one.values));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = Math.max(1, (slot * 0.76) / series.length);
  // Six labels at most: at a phone's width a seventh would run into its neighbours.
  const labelEvery = Math.max(1, Math.ceil(months.length / 6));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-semibold">{props.title}</figcaption>
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((one, index) => (
            <li key={one.name} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ backgroundColor: colours[index] }}
              />
              {one.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        role="img"
        aria-label={props.summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full"
      >
        {empty && props.emptyText ? (
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
        {months.map((month, index) => {
          const left = index * slot + slot * 0.12;
          return (
            <g key={month}>
              {series.map((one, which) => {
                const value = one.values[index] ?? 0;
                const height = (value / max) * (HEIGHT - 8);
                return (
                  <rect
                    key={one.name}
                    x={left + which * barWidth}
                    y={HEIGHT - height}
                    width={Math.max(1, barWidth - 1)}
                    height={height}
                    rx="1.5"
                    fill={colours[which]}
                  >
                    <title>{`${month}, ${one.name}: ${props.format(value)}`}</title>
                  </rect>
                );
              })}
              {index % labelEvery === 0 ? (
                <text
                  x={left}
                  y={HEIGHT + AXIS - 2}
                  fill="#5e544b"
                  className="text-[26px] sm:text-[13px]"
                >
                  {month}
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
                <th className="px-3 py-1.5">{props.labelHeader ?? "Month"}</th>
                {series.map((one) => (
                  <th key={one.name} className="px-3 py-1.5 text-right">
                    {one.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((month, index) => (
                <tr key={month} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {month}
                  </th>
                  {series.map((one) => (
                    <td key={one.name} className="px-3 py-1.5 text-right tabular-nums">
                      {props.format(one.values[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
