/**
 * One live object of each kind the check of a URL makes (parts, parsed URLs, contexts, diagnostics), kept for as
 * long as the engine is loaded.
 *
 * WHY: V8 (node) keeps the hidden class ("map") that a constructor or an added property leads to only while some
 * object has it, and optimized code that checks for such a map is thrown away when a full garbage collection frees
 * the last one. Between two documents, or two runs of a benchmark that collects garbage between runs, no URL object
 * is left: every map dies, every hot function is deoptimized, and the next thousands of URLs run in the interpreter
 * (measured: the first 16,000 URLs after a collection cost five to ten times the steady rate). A few objects kept
 * here keep the maps, and the optimized code, alive. They hold no document text.
 */
const SHAPES: unknown[] = [];

/** Keeps `sample` (and so its hidden class) alive; returns it. */
export function keepShape<T>(sample: T): T {
  SHAPES.push(sample);
  return sample;
}
