package eval

import "testing"

// TestGoStackOwnBound: a run is charged, and ended, only for Go stack
// growth its own frames can have caused (gostack.go). Another goroutine
// of the process grows its stack past 256 MiB while a run under an 8 MiB
// memory limit is 500 levels deep: the run is charged nothing for it and
// goes on (measuring the process's stacks alone, it was ended with the
// recursion limit, and would have been charged the growth).
func TestGoStackOwnBound(t *testing.T) {
	th := NewThread(nil, Limits{MaxMemory: 8 << 20, MaxRecursionDepth: 1000}, nil, nil)
	enter := func(n int) {
		t.Helper()
		for range n {
			if err := th.enter(); err != nil {
				t.Fatalf("enter at depth %d: %v", th.depth, err)
			}
		}
	}
	enter(100)
	if !th.stackMeasured {
		t.Fatal("no stack measure in the first 100 levels")
	}
	grown, release := make(chan struct{}), make(chan struct{})
	go growStack(300<<20/(64<<10), grown, release)
	<-grown
	defer close(release)
	if g := th.goStackBytes() - th.stackBase; g <= maxRunStackBytes {
		t.Fatalf("the process's stacks grew by %d bytes, want more than %d", g, maxRunStackBytes)
	}
	enter(400)
	if th.stackCharged != 0 || th.memUsed > 1<<20 {
		t.Errorf("the run was charged %d bytes of stack (%d in all) for another goroutine's", th.stackCharged, th.memUsed)
	}
	for th.depth > 0 {
		th.leave()
	}
}

// growStack holds more than n*64 KiB of Go stack until release closes.
func growStack(n int, grown, release chan struct{}) byte {
	var pad [64 << 10]byte
	pad[n%len(pad)] = byte(n)
	if n == 0 {
		close(grown)
		<-release
		return pad[0]
	}
	return growStack(n-1, grown, release) + pad[(n*7)%len(pad)]
}
