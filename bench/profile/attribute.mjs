// A V8 CPU profile (Profiler.stop's answer) summed into the categories of categories.mjs: each
// sample's time goes to one category ("self"), and to every scoped category one of its frames
// belongs to ("with callees"); the functions the samples were in, by self time.
import { categoryOf, ownerOf } from "./categories.mjs";
import { sourceLocator } from "./sources.mjs";

/** Each sample's duration in ms: the time until the next sample (the last: until the end). */
function sampleDurations({ samples, timeDeltas, startTime, endTime }) {
  const stamps = [];
  let time = startTime;
  for (const delta of timeDeltas) {
    time += delta;
    stamps.push(time);
  }
  return samples.map((_, index) => {
    const next = index + 1 < stamps.length ? stamps[index + 1] : endTime;
    return Math.max(0, next - stamps[index]) / 1000;
  });
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

export function attribute(profile, sourceOf = sourceLocator()) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  /** Per profile node: its frame and the owner category of that frame, worked out once. */
  const frames = new Map();
  const frameOf = (id) => {
    let frame = frames.get(id);
    if (!frame) {
      const { callFrame } = nodes.get(id);
      frame = { fn: callFrame.functionName || "(anonymous)", where: sourceOf(callFrame) };
      frame.owner = ownerOf(frame);
      frames.set(id, frame);
    }
    return frame;
  };

  /** Per profile node: its category, the owner categories on its stack, its own frame. */
  const summaries = new Map();
  const summaryOf = (id) => {
    let summary = summaries.get(id);
    if (summary) return summary;
    const stack = [];
    for (let at = id; at !== undefined; at = parents.get(at)) {
      if (nodes.get(at).callFrame.functionName !== "(root)") stack.push(frameOf(at));
    }
    const category = categoryOf(stack);
    summary = {
      category,
      owners: new Set([category, ...stack.map((frame) => frame.owner).filter(Boolean)]),
      frame: stack[0] ?? { fn: "(root)", where: "" },
    };
    summaries.set(id, summary);
    return summary;
  };

  const self = new Map();
  const withCallees = new Map();
  const functions = new Map();
  let busyMs = 0;
  let idleMs = 0;
  const durations = sampleDurations(profile);
  for (const [index, id] of profile.samples.entries()) {
    const ms = durations[index];
    if (nodes.get(id).callFrame.functionName === "(idle)") {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const { category, owners, frame } = summaryOf(id);
    add(self, category, ms);
    for (const owner of owners) add(withCallees, owner, ms);
    const key = `${frame.fn}\t${frame.where}`;
    const entry = functions.get(key) ?? { fn: frame.fn, where: frame.where, ms: 0, by: new Map() };
    entry.ms += ms;
    add(entry.by, category, ms);
    functions.set(key, entry);
  }
  // A function called from several places can fall in several categories: its largest one.
  const byCategory = ({ by, ...entry }) => ({
    ...entry,
    category: [...by].sort((a, b) => b[1] - a[1])[0][0],
  });
  return {
    busyMs,
    idleMs,
    samples: profile.samples.length,
    self,
    withCallees,
    functions: [...functions.values()].map(byCategory).sort((a, b) => b.ms - a.ms),
  };
}
