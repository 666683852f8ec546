package eval

import (
	"errors"
	"math/big"
	"math/rand"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestBigMulSplit compares bigMulSplit with math/big's products for
// balanced, unbalanced and square operands, with small leaves so that
// every branch of the recursion runs.
func TestBigMulSplit(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	random := func(words int) *big.Int {
		ws := make([]big.Word, words)
		for i := range ws {
			ws[i] = big.Word(rng.Uint64())
		}
		if words > 3 {
			ws[words/2] = 0 // a zero word inside
		}
		return new(big.Int).SetBits(ws)
	}
	sizes := [][2]int{{1, 1}, {2, 3}, {40, 41}, {100, 100}, {100, 1000}, {7, 3000}, {513, 999}, {2048, 2047}, {3000, 2}}
	for _, sz := range sizes {
		for _, leaf := range []int64{1, 50, 5000, 1 << 20} {
			a, b := random(sz[0]), random(sz[1])
			got, err := bigMulSplit(nil, a, b, leaf)
			if err != nil {
				t.Fatal(err)
			}
			if want := new(big.Int).Mul(a, b); got.Cmp(want) != 0 {
				t.Fatalf("%d x %d words, leaf %d: wrong product", sz[0], sz[1], leaf)
			}
			sq, err := bigMulSplit(nil, a, a, leaf)
			if err != nil {
				t.Fatal(err)
			}
			if want := new(big.Int).Mul(a, a); sq.Cmp(want) != 0 {
				t.Fatalf("%d words squared, leaf %d: wrong square", sz[0], leaf)
			}
		}
	}
	// Through the interpreter's entry point, with signs.
	th := newTestThread(Limits{})
	a, b := random(20000), random(15000)
	b.Neg(b)
	got, err := BigMul(th, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(a, b); got.Cmp(want) != 0 {
		t.Fatal("BigMul of 20000 by -15000 words: wrong product")
	}
}

// TestBigParseSplit compares the parse by halves with math/big's for
// long strings in several bases, and rejects a bad digit anywhere.
func TestBigParseSplit(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	th := newTestThread(Limits{})
	for _, base := range []int{10, 3, 36, 7} {
		for _, n := range []int{4097, 10000, 100003} {
			var sb strings.Builder
			for i := 0; i < n; i++ {
				sb.WriteByte(digits[rng.Intn(base)])
			}
			s := sb.String()
			got, ok, err := BigParse(th, s, base)
			if err != nil || !ok {
				t.Fatalf("base %d, %d digits: %v %v", base, n, ok, err)
			}
			want, _ := new(big.Int).SetString(s, base)
			if got.Cmp(want) != 0 {
				t.Fatalf("base %d, %d digits: wrong number", base, n)
			}
			bad := s[:n/3] + string(digits[base%36]) + s[n/3+1:]
			if base < 36 {
				if _, ok, err := BigParse(th, bad, base); ok || err != nil {
					t.Fatalf("base %d: a bad digit parsed (%v %v)", base, ok, err)
				}
			}
		}
	}
}

// TestBigWatchedEndsAtDeadline: a long uninterruptible call (here a
// sleep standing for a mispredicted math/big call) does not hold its run
// past the deadline, nor past a cancellation; a short one runs inline.
func TestBigWatchedEndsAtDeadline(t *testing.T) {
	// The long calls end when the test does (no goroutine left behind).
	release := make(chan struct{})
	defer close(release)
	long := func() {
		select {
		case <-release:
		case <-time.After(30 * time.Second):
		}
	}
	th := newTestThread(Limits{Deadline: time.Now().Add(100 * time.Millisecond)})
	start := time.Now()
	err := bigWatched(th, bigSliceWork+1, long)
	var lim *LimitError
	if !errors.As(err, &lim) || lim.Kind != LimitTimeout {
		t.Fatalf("got %v, want the timeout", err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("the run waited %v for a call of 30 s under a deadline of 100 ms", el)
	}
	// Every later step fails the same way.
	if err := th.Steps(1 << 20); !errors.As(err, &lim) || lim.Kind != LimitTimeout {
		t.Fatalf("after the timeout: %v", err)
	}

	cancel := new(atomic.Bool)
	th = NewThread(nil, Limits{}, nil, cancel)
	time.AfterFunc(50*time.Millisecond, func() { cancel.Store(true) })
	start = time.Now()
	err = bigWatched(th, bigSliceWork+1, long)
	if !errors.As(err, &lim) || lim.Kind != LimitCancelled {
		t.Fatalf("got %v, want the cancellation", err)
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("the run waited %v for a call of 30 s cancelled after 50 ms", el)
	}

	ran := false
	if err := bigWatched(th, 10, func() { ran = true }); err != nil || !ran {
		t.Fatalf("a short call: %v %v", ran, err)
	}
	// A panic of the call is the run's.
	defer func() {
		if r := recover(); r != "boom" {
			t.Fatalf("recovered %v, want the call's panic", r)
		}
	}()
	_ = bigWatched(newTestThread(Limits{}), bigSliceWork+1, func() { panic("boom") })
}
