package eval

import (
	"errors"
	"math/rand"
	"slices"
	"testing"
)

func newTestThread(limits Limits) *Thread { return NewThread(NewInterp(), limits, nil, nil) }

func TestListRepeatChargesBeforeAllocating(t *testing.T) {
	th := newTestThread(Limits{MaxMemory: 1 << 20})
	_, err := Binary(th, OpMul, NewList([]Value{Int(0)}), Int(10_000_000_000))
	var lim *LimitError
	if !errors.As(err, &lim) || lim.Kind != LimitMemory {
		t.Fatalf("[0] * 10**10 under a 1 MiB budget: got %v, want a memory LimitError", err)
	}
	// Without a budget, absurd sizes are a MemoryError.
	th = newTestThread(Limits{})
	_, err = Binary(th, OpMul, NewList([]Value{Int(0), Int(1)}), Int(1<<62))
	if exc, ok := err.(*Exception); !ok || exc.Type() != MemoryErrorType {
		t.Fatalf("[0, 1] * 2**62: got %v, want MemoryError", err)
	}
}

func TestListOperationsCountSteps(t *testing.T) {
	th := newTestThread(Limits{MaxOperations: 1000})
	l := NewList(nil)
	for i := 0; i < 500; i++ {
		l.elems = append(l.elems, Int(i))
	}
	_, err := Binary(th, OpMul, l, Int(10))
	var lim *LimitError
	if !errors.As(err, &lim) || lim.Kind != LimitOperations {
		t.Fatalf("repeat of 5000 elements under 1000 operations: got %v", err)
	}
}

func TestListRecursiveRepr(t *testing.T) {
	th := newTestThread(Limits{})
	l := NewList([]Value{Int(1)})
	l.elems = append(l.elems, l)
	d := NewDict()
	d.SetStr("l", l)
	l.elems = append(l.elems, d)
	got, err := Repr(th, l)
	if want := "[1, [...], {'l': [...]}]"; err != nil || got != want {
		t.Fatalf("repr = %q, %v; want %q", got, err, want)
	}
	if len(th.reprBusy) != 0 {
		t.Fatalf("repr left %d containers marked busy", len(th.reprBusy))
	}
}

func TestListSortErrorsAndStability(t *testing.T) {
	th := newTestThread(Limits{})
	l := NewList([]Value{Int(3), NewStr("a"), Int(1)})
	err := l.Sort(th, None, false)
	if exc, ok := err.(*Exception); !ok || exc.Type() != TypeErrorType {
		t.Fatalf("sort([3, 'a', 1]) = %v, want TypeError", err)
	}
	if len(l.elems) != 3 {
		t.Fatalf("list lost elements after a failed sort: %d", len(l.elems))
	}
	// A key that mutates the list.
	key := NewBuiltin("k", func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		return args[0], l.Append(t, Int(0))
	})
	l = NewList([]Value{Int(2), Int(1)})
	err = l.Sort(th, key, false)
	if exc, ok := err.(*Exception); !ok || exc.Type() != ValueErrorType {
		t.Fatalf("mutating key: %v, want ValueError: list modified during sort", err)
	}
	// Stability with a generic (float) key on many elements.
	r := rand.New(rand.NewSource(1))
	var elems []Value
	for i := 0; i < 1000; i++ {
		elems = append(elems, NewTuple([]Value{Float(float64(r.Intn(10))), Int(i)}))
	}
	first := NewBuiltin("first", func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		return args[0].(*Tuple).elems[0], nil
	})
	l = NewList(elems)
	if err := l.Sort(th, first, false); err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(l.elems); i++ {
		a, b := l.elems[i-1].(*Tuple).elems, l.elems[i].(*Tuple).elems
		if a[0].(Float) > b[0].(Float) || (a[0] == b[0] && a[1].(Int) > b[1].(Int)) {
			t.Fatalf("not a stable sort at %d: %v %v", i, a, b)
		}
	}
}

func BenchmarkListAppend(b *testing.B) {
	th := newTestThread(Limits{})
	for b.Loop() {
		l := NewList(nil)
		for i := 0; i < 1000; i++ {
			if err := l.Append(th, Int(i)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func benchSortInts(n int) []Value {
	r := rand.New(rand.NewSource(1))
	out := make([]Value, n)
	for i := range out {
		out[i] = Int(r.Intn(1 << 30))
	}
	return out
}

func BenchmarkListSortInts(b *testing.B) {
	th := newTestThread(Limits{})
	src := benchSortInts(200_000)
	for b.Loop() {
		l := NewList(append([]Value(nil), src...))
		if err := l.Sort(th, None, false); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkListSortIntsKey(b *testing.B) {
	th := newTestThread(Limits{})
	src := benchSortInts(200_000)
	key := NewBuiltin("neg", func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		return -args[0].(Int), nil
	})
	for b.Loop() {
		l := NewList(append([]Value(nil), src...))
		if err := l.Sort(th, key, false); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkListSortMixedNumbers(b *testing.B) {
	th := newTestThread(Limits{})
	src := benchSortInts(200_000)
	for i := 0; i < len(src); i += 2 {
		src[i] = Float(src[i].(Int)) + 0.5
	}
	for b.Loop() {
		l := NewList(append([]Value(nil), src...))
		if err := l.Sort(th, None, false); err != nil {
			b.Fatal(err)
		}
	}
}

// randScalarTuples returns n tuples of 0-3 elements, each position an Int
// (from a small range, so ties are common) or, when strs is set and the
// position is odd, a *Str.
func randScalarTuples(r *rand.Rand, n int, strs bool) []Value {
	out := make([]Value, n)
	for i := range out {
		elems := make([]Value, r.Intn(4))
		for j := range elems {
			if strs && j%2 == 1 {
				elems[j] = NewStr(string(rune('a' + r.Intn(3))))
			} else {
				elems[j] = Int(r.Intn(5) - 2)
			}
		}
		out[i] = NewTuple(elems)
	}
	return out
}

// TestSortScalarTuples checks the tuple fast paths of sort (unboxed int
// tuples, mixed int/str tuples, with and without a key, reversed or not)
// against the generic merge sort with Python's comparison.
func TestSortScalarTuples(t *testing.T) {
	th := newTestThread(Limits{})
	r := rand.New(rand.NewSource(1))
	ident := NewBuiltin("ident", func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		return args[0], nil
	})
	for _, strs := range []bool{false, true} {
		for _, reverse := range []bool{false, true} {
			for _, key := range []Value{None, ident} {
				src := randScalarTuples(r, 500, strs)
				if ok, _ := scalarTuples(nil, src); !ok {
					t.Fatal("scalarTuples refused scalar tuples")
				}
				want := append([]Value(nil), src...)
				if reverse {
					slices.Reverse(want)
				}
				var err error
				listMergeSort(want, make([]Value, len(want)/2+1), func(a, b Value) bool {
					lt, e := listLess(th, a, b)
					if e != nil {
						err = e
					}
					return lt
				})
				if reverse {
					slices.Reverse(want)
				}
				if err != nil {
					t.Fatal(err)
				}
				l := NewList(append([]Value(nil), src...))
				if err := l.Sort(th, key, reverse); err != nil {
					t.Fatal(err)
				}
				for i := range want {
					if l.elems[i] != want[i] { // identity: stability matters
						t.Fatalf("strs=%v reverse=%v key=%v: element %d differs", strs, reverse, key != None, i)
					}
				}
			}
		}
	}
	if ok, _ := scalarTuples(nil, []Value{NewTuple([]Value{Int(1), NewStr("a")}), NewTuple([]Value{Int(1), Int(2)})}); ok {
		t.Error("scalarTuples accepted an int and a str at one position")
	}
	if ok, _ := scalarTuples(nil, []Value{NewTuple([]Value{Float(1)})}); ok {
		t.Error("scalarTuples accepted a float")
	}
}

// BenchmarkListSortTupleKey is sorted(pairs, key=lambda p: (p[0], -p[1]))
// on 200k pairs, as bench/listcomp_sorted.py does: the key calls and the
// sort of int tuples.
func BenchmarkListSortTupleKey(b *testing.B) {
	th := newTestThread(Limits{})
	ints := benchSortInts(200_000)
	src := make([]Value, len(ints))
	for i, x := range ints {
		src[i] = NewTuple([]Value{x.(Int) % 1000, x})
	}
	key := NewBuiltin("key", func(t *Thread, _ Value, args []Value, _ []string) (Value, error) {
		p := args[0].(*Tuple).elems
		return NewTuple([]Value{p[0], -p[1].(Int)}), nil
	})
	for b.Loop() {
		l := NewList(append([]Value(nil), src...))
		if err := l.Sort(th, key, false); err != nil {
			b.Fatal(err)
		}
	}
}
