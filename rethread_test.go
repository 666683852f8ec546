package pyinterp

import (
	"testing"
	"time"
)

// Issue 11: a generator suspended in one run and resumed in a later run
// runs its loops and statement blocks on the later run's thread: its work
// is charged to, and limited by, that run.

const rethreadGen = `
def gen():
    try:
        while True:
            yield 1
            x = 1
            y = 2
    finally:
        pass
g = gen()
next(g)
`

// TestResumedGeneratorUsesItsRunsDeadline: run 1's deadline has passed
// when run 2 resumes the generator; run 2 (well within its own 200 ms)
// must not fail with a timeout. Before the fix the loop kept run 1's
// thread, and once run 1's small remaining budget ran out it was checked
// against run 1's expired deadline.
func TestResumedGeneratorUsesItsRunsDeadline(t *testing.T) {
	ex := mustNew(t, Options{Timeout: 200 * time.Millisecond})
	defer ex.Close()
	mustRun(t, ex, rethreadGen)
	time.Sleep(300 * time.Millisecond)
	res := mustRun(t, ex, "for _ in range(20000):\n    next(g)\nprint('ok')\n")
	if res.Logs != "ok\n" {
		t.Errorf("output %q, want %q", res.Logs, "ok\n")
	}
}

// TestResumedGeneratorChargesItsRun: an endless generator loop resumed in
// run 2 is stopped by run 2's operation limit, and the operations run 2
// reports include the generator's statements.
func TestResumedGeneratorChargesItsRun(t *testing.T) {
	ex := mustNew(t, Options{MaxOperations: 200_000})
	defer ex.Close()
	mustRun(t, ex, rethreadGen)
	// Each resumption runs at least the yield and the two assignments in
	// the generator; 100,000 of them exceed 200,000 operations only when
	// the generator's statements are charged to run 2.
	_, err := runErr(t, ex, "for _ in range(100000):\n    next(g)\n")
	if err == nil || err.Limit != LimitOperations {
		t.Fatalf("want the operations limit in run 2, got %v", err)
	}
}
