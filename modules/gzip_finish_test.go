package modules

import (
	"compress/gzip"
	"sync"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// slowStream is a binStream whose writes block until release is closed
// (a file being written by the collector's cleanup goroutine while the
// program runs on).
type slowStream struct {
	binStream
	started chan struct{}
	release chan struct{}
	once    sync.Once
	mu      sync.Mutex
	closed  bool
}

func (s *slowStream) streamWrite(_ *eval.Thread, p []byte) (int, error) {
	s.once.Do(func() { close(s.started) })
	<-s.release
	return len(p), nil
}

func (s *slowStream) streamClose(*eval.Thread) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	return nil
}

func (s *slowStream) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// TestFinishDroppedWaitsForCleanup: a dropped GzipFile being finished by
// the collector's cleanup (on its own goroutine) when the program opens
// its file again is waited for: finishDropped returns only once the
// trailer is written and the stream closed. It skipped it (closed was
// already set), so the file read back could lack its last block
// (conformance/files gzip_files/memory failed once under load).
func TestFinishDroppedWaitsForCleanup(t *testing.T) {
	s := &slowStream{started: make(chan struct{}), release: make(chan struct{})}
	wr := &streamWriter{s: s}
	fin := gzipFinish{zw: gzip.NewWriter(wr), wr: wr, src: s, done: &gzipDone{}}
	o := &Options{state: &moduleState{pending: []pendingGzip{{path: "/work/a.gz", fin: fin}}}}
	go finishGzip(fin) // the collector's cleanup
	<-s.started        // it is writing the last block and trailer
	returned := make(chan struct{})
	go func() {
		o.finishDropped("/work/a.gz")
		close(returned)
	}()
	select {
	case <-returned:
		t.Fatal("finishDropped returned while the cleanup was still writing the file")
	case <-time.After(50 * time.Millisecond):
	}
	close(s.release)
	select {
	case <-returned:
	case <-time.After(5 * time.Second):
		t.Fatal("finishDropped did not return after the cleanup finished")
	}
	if !s.isClosed() {
		t.Error("the stream is not closed")
	}
	if len(o.state.pending) != 0 {
		t.Errorf("%d pending GzipFiles left", len(o.state.pending))
	}
}
