package eval

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func isMemoryLimit(err error) bool {
	var le *LimitError
	return errors.As(err, &le) && le.Kind == LimitMemory
}

func TestAllocChargesBeforeAllocating(t *testing.T) {
	th := NewThread(NewInterp(), Limits{MaxMemory: 1 << 20}, nil, nil)
	if _, err := Make[byte](th, 512<<10); err != nil {
		t.Fatalf("half the limit: %v", err)
	}
	// The counter is cumulative (re-based from the heap only past a
	// quarter of the limit), so a second half-limit object must be
	// measured; a request past the limit fails at once.
	if _, err := Make[Value](th, 1<<20); !isMemoryLimit(err) {
		t.Fatalf("16 MiB of slots under a 1 MiB limit: got %v", err)
	}
	if _, err := Make[byte](th, 1); !isMemoryLimit(err) {
		t.Fatalf("after the limit every charge fails: got %v", err)
	}
}

func TestAllocCeilingWithoutLimit(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	for name, f := range map[string]func() error{
		"Make":        func() error { _, err := Make[byte](th, MaxObjectBytes+1); return err },
		"MakeCap":     func() error { _, err := MakeCap[Value](th, 0, MaxObjectBytes/8); return err },
		"negative":    func() error { _, err := Make[byte](th, -1); return err },
		"ReserveArr":  func() error { return ReserveArray(th, 1<<40, 1<<30) },
		"Repeat":      func() error { _, err := Repeat(th, "ab", MaxObjectBytes); return err },
		"MakeMap":     func() error { _, err := MakeMap[string, int](th, 1<<40); return err },
		"nil thread":  func() error { _, err := Make[byte](nil, MaxObjectBytes+1); return err },
		"Grow":        func() error { _, err := Grow(th, []int64{1}, MaxObjectBytes); return err },
		"NewBuilder":  func() error { b := NewBuilder(th, -1); return b.Err() },
		"BuilderGrow": func() error { b := NewBuilder(th, 0); b.Grow(MaxObjectBytes + 1); return b.Err() },
	} {
		err := f()
		var exc *Exception
		if !errors.As(err, &exc) || exc.Type() != MemoryErrorType {
			t.Errorf("%s: got %v, want MemoryError", name, err)
		}
	}
	if _, err := Repeat(th, "ab", 1<<62); err == nil || !strings.Contains(err.Error(), "OverflowError") {
		t.Errorf("Repeat overflowing int: got %v", err)
	}
}

func TestBuilderIsSticky(t *testing.T) {
	th := NewThread(NewInterp(), Limits{MaxMemory: 64 << 10}, nil, nil)
	b := NewBuilder(th, 0)
	chunk := strings.Repeat("x", 1000)
	n := 0
	for i := 0; i < 1000 && b.Err() == nil; i++ {
		b.WriteString(chunk)
		n++
	}
	if !isMemoryLimit(b.Err()) {
		t.Fatalf("1 MB under a 64 KiB limit: err %v after %d writes", b.Err(), n)
	}
	if b.Len() > 64<<10 {
		t.Errorf("builder holds %d bytes past the limit", b.Len())
	}
	l := b.Len()
	if _, err := b.WriteString("more"); err == nil || b.Len() != l {
		t.Errorf("a failed builder still writes")
	}
	if err := b.WriteByte('x'); err == nil {
		t.Errorf("WriteByte after failure: nil error")
	}
}

func TestBuilderContent(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	b := NewBuilder(th, 3)
	b.WriteString("ab")
	b.WriteByte('c')
	b.WriteRune('é')
	b.Write([]byte("!"))
	s := b.String()
	b.WriteString("tail")
	if s != "abcé!" || b.String() != "abcé!tail" || b.Err() != nil {
		t.Errorf("got %q then %q (%v)", s, b.String(), b.Err())
	}
	j, err := Join(th, []string{"a", "bb", "c"}, ", ")
	if j != "a, bb, c" || err != nil {
		t.Errorf("Join: %q %v", j, err)
	}
	r, err := RepeatBytes(th, []byte("xy"), 3)
	if string(r) != "xyxyxy" || err != nil {
		t.Errorf("RepeatBytes: %q %v", r, err)
	}
	s2, err := Append(th, []int{1}, 2, 3)
	if len(s2) != 3 || s2[2] != 3 || err != nil {
		t.Errorf("Append: %v %v", s2, err)
	}
}

// TestGrowStaysUnderLimit: doubling never asks for more than the memory
// left when the exact need fits.
func TestGrowStaysUnderLimit(t *testing.T) {
	th := NewThread(NewInterp(), Limits{MaxMemory: 10 << 20}, nil, nil)
	s, err := Make[byte](th, 4<<20)
	if err != nil {
		t.Fatal(err)
	}
	s, err = Grow(th, s, 1<<20) // doubling to 8 MiB would not fit in the 6 MiB left; 5 MiB does
	if err != nil {
		t.Fatalf("exact growth that fits: %v", err)
	}
	if cap(s) >= 8<<20 {
		t.Errorf("grew to %d bytes: doubled past the room left", cap(s))
	}
}

// TestPollSeesDeadline: Steps polls a deadline set by a timer, so a
// builtin that counts its work is stopped within a chunk of work, not a
// chunk of operations.
func TestPollSeesDeadline(t *testing.T) {
	th := NewThread(NewInterp(), Limits{Deadline: time.Now().Add(20 * time.Millisecond), CheckEvery: 1 << 40}, nil, nil)
	defer th.Release()
	th.armDeadline()
	start := time.Now()
	var err error
	for err == nil && time.Since(start) < 2*time.Second {
		err = th.Steps(1)
	}
	var le *LimitError
	if !errors.As(err, &le) || le.Kind != LimitTimeout {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("stopped after %v", d)
	}
}
