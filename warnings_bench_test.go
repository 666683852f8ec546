package pyinterp

import "testing"

// benchSnippet runs setup once on a fresh executor with no limits, then
// times step (a call that does per units of work) run again and again on
// its namespace, reporting the time per unit.
func benchSnippet(b *testing.B, setup, step string, per int) {
	b.Helper()
	opts := Options{MaxOperations: -1, MaxWhileIterations: -1, MaxMemory: -1, MaxOutput: -1, Timeout: -1}
	n := benchSteps(b, opts, setup, step)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n*per), "ns/unit")
}

// BenchmarkWarn times warnings.warn (1,000 calls per op, ns/unit per
// call) under an "ignore" filter, under "default" from a place already
// warned (the registry answers), and recorded by catch_warnings with
// "always" (a WarningMessage per call).
func BenchmarkWarn(b *testing.B) {
	const loop = `
import warnings
def old(x):
    warnings.warn("old is deprecated", DeprecationWarning, stacklevel=2)
    return x
def loop():
    for i in range(1000):
        old(i)
`
	for _, c := range []struct{ name, setup, step string }{
		{"ignored", `warnings.simplefilter("ignore")`, `loop()`},
		{"registry", `warnings.simplefilter("default")`, `loop()`},
		{"recorded", `
cm = warnings.catch_warnings(record=True)
log = cm.__enter__()
warnings.simplefilter("always")`, `loop(); log.clear()`},
	} {
		b.Run(c.name, func(b *testing.B) {
			benchSnippet(b, loop+c.setup, c.step, 1000)
		})
	}
}
