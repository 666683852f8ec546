package eval

import (
	"errors"
	"testing"
)

func TestSetChangedSizeDuringIteration(t *testing.T) {
	th := newTestThread(Limits{})
	s := NewSet()
	s.Add(th, Int(1))
	s.Add(th, Int(2))
	it, _ := Iterate(th, s)
	it.Next(th)
	s.Add(th, Int(3))
	if _, err := it.Next(th); err == nil || err.Error() != "RuntimeError: Set changed size during iteration" {
		t.Fatalf("got %v", err)
	}
}

func TestSetGrowthChargesMemory(t *testing.T) {
	th := newTestThread(Limits{MaxMemory: 4096})
	s := NewSet()
	var err error
	for i := 0; i < 10000 && err == nil; i++ {
		err = s.Add(th, Int(i))
	}
	var lim *LimitError
	if !errors.As(err, &lim) || lim.Kind != LimitMemory {
		t.Fatalf("got %v, want a memory LimitError", err)
	}
}

func BenchmarkSetAddInts(b *testing.B) {
	th := newTestThread(Limits{})
	for b.Loop() {
		s := NewSet()
		for i := 0; i < 100_000; i++ {
			if err := s.Add(th, Int(i)); err != nil {
				b.Fatal(err)
			}
		}
	}
}
