package fuzz

import (
	"os"
	"testing"

	"github.com/pyinterp/pyinterp/fuzz/harness"
)

// TestMain serves as the harness's child process when started as one
// (the test binary re-executes itself to run programs out of process, so
// that a Go fatal error is a finding, not the end of the test).
func TestMain(m *testing.M) {
	if harness.IsWorker() {
		harness.WorkerMain()
		return
	}
	os.Exit(m.Run())
}

// newRunner returns a harness runner whose child is this test binary.
func newRunner() *harness.Runner {
	return harness.NewRunner(harness.RunnerOptions{Args: []string{"-test.run=^$"}})
}
