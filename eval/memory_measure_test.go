package eval

import (
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

// TestMemoryMeasureAfterStop: a charge past the limit measures the heap
// (which may force a collection) only while the run may go on; once it is
// cancelled (or past its deadline) the charge returns that limit at once.
func TestMemoryMeasureAfterStop(t *testing.T) {
	cancel := new(atomic.Bool)
	th := NewThread(nil, Limits{MaxMemory: 1 << 20}, nil, cancel)
	if err := th.Charge(1<<20 - 1024); err != nil {
		t.Fatal(err)
	}
	cancel.Store(true)
	var lim *LimitError
	if err := th.Charge(4096); !errors.As(err, &lim) || lim.Kind != LimitCancelled {
		t.Fatalf("a charge past the limit of a cancelled run: %v, want the cancellation", err)
	}
	// A run that may go on is measured, and refunded when the heap is small.
	th = NewThread(nil, Limits{MaxMemory: 1 << 30}, nil, new(atomic.Bool))
	if err := th.Charge(1<<30 - 1024); err != nil {
		t.Fatal(err)
	}
	if err := th.Charge(4096); err != nil {
		t.Fatalf("a charge past the counter with a small heap: %v, want a refund", err)
	}
}

// TestRefund: a reservation refunded makes room for later charges, the
// cadence of measures counts from the refunded level, and a run past its
// limit stays there.
func TestRefund(t *testing.T) {
	th := NewThread(nil, Limits{MaxMemory: 1 << 20}, nil, new(atomic.Bool))
	for i := 0; i < 100; i++ {
		if err := th.Charge(900 << 10); err != nil {
			t.Fatalf("charge %d after refunds: %v", i, err)
		}
		th.Refund(900 << 10)
	}
	if th.memUsed != 0 || th.memBase > th.memUsed {
		t.Fatalf("after refunds: used %d, base %d", th.memUsed, th.memBase)
	}
	if err := th.Charge(2 << 20); err == nil {
		t.Fatal("a charge past the limit succeeded")
	}
	th.Refund(2 << 20)
	if err := th.Charge(1); err == nil {
		t.Fatal("a refund revived a run past its limit")
	}
}

// TestMemoryMeasureEndsAtDeadline: the collection a measure forces runs
// aside, so a run whose deadline passes while the whole heap is marked
// ends at its deadline, not when the collection does.
func TestMemoryMeasureEndsAtDeadline(t *testing.T) {
	// A list of a few million nodes takes tens of milliseconds or more to
	// mark (one after the other: the marking cannot be parallel).
	type node struct {
		next *node
		_    int
	}
	var heap *node
	for i := 0; i < 3<<20; i++ {
		heap = &node{next: heap}
	}
	start := time.Now()
	runtime.GC()
	gcTime := time.Since(start)
	if gcTime < 40*time.Millisecond {
		t.Skipf("a collection took only %v here: too fast to tell", gcTime)
	}
	th := NewThread(nil, Limits{MaxMemory: 1 << 20, Deadline: time.Now().Add(5 * time.Millisecond)}, nil, new(atomic.Bool))
	start = time.Now()
	_, _, err := th.heapLiveAtMost(1)
	waited := time.Since(start)
	var lim *LimitError
	if !errors.As(err, &lim) || lim.Kind != LimitTimeout {
		t.Fatalf("a measure past the deadline: %v, want the timeout", err)
	}
	if waited > gcTime/2+20*time.Millisecond {
		t.Errorf("the measure returned %v after its start, a collection takes %v", waited, gcTime)
	}
	t.Logf("collection %v, measure %v", gcTime, waited)
	runtime.KeepAlive(heap)
}
