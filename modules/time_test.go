package modules_test

import (
	"errors"
	"io"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestSleepStopsAtDeadline checks that time.sleep counts against the
// run's deadline: a sleep longer than the time left ends at the deadline
// with the timeout limit error, not after the full sleep.
func TestSleepStopsAtDeadline(t *testing.T) {
	start := time.Now()
	_, err := runner.Run("sleep.py", []byte("import time\ntime.sleep(30)\n"), io.Discard, runner.Options{
		Limits: eval.Limits{Deadline: start.Add(150 * time.Millisecond)},
	})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitTimeout {
		t.Fatalf("err = %v, want the timeout limit error", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("sleep ran %v past a 150ms deadline", d)
	}
}
