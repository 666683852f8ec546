package eval

import (
	"errors"
	"sync/atomic"
	"testing"
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
