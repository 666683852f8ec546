package server

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
)

// TestMain doubles as a worker process: the worker tests start this test
// binary with PYINTERP_TEST_WORKER=1 as `pyinterp serve --worker`.
func TestMain(m *testing.M) {
	if os.Getenv("PYINTERP_TEST_WORKER") == "1" {
		ServeWorker(context.Background(), os.Stdin, os.Stdout, WorkerOptions{Version: "test"})
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// syncBuffer is a log destination safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}
