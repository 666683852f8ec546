package eval

import (
	"errors"
	"strings"
	"testing"
)

func strCall(t *Thread, recv Value, name string, args ...Value) (Value, error) {
	return recv.Type().Lookup(name).(*Method).CallMethod(t, recv, args, nil)
}

// TestStrBudgets checks that huge results are refused by the memory limit
// before they are allocated.
func TestStrBudgets(t *testing.T) {
	newThread := func() *Thread {
		return NewThread(NewInterp(), Limits{MaxMemory: 1 << 20, MaxOperations: 1 << 20}, nil, nil)
	}
	var limit *LimitError
	th := newThread()
	if _, err := Binary(th, OpMul, NewStr("x"), Int(1_000_000_000)); !errors.As(err, &limit) {
		t.Errorf("'x' * 10**9: got %v, want a limit error", err)
	}
	th = newThread()
	if _, err := Binary(th, OpMul, Bytes("x"), Int(1_000_000_000)); !errors.As(err, &limit) {
		t.Errorf("b'x' * 10**9: got %v, want a limit error", err)
	}
	th = newThread()
	big := NewStr(strings.Repeat("a", 100_000))
	if _, err := strCall(th, big, "replace", NewStr("a"), NewStr(strings.Repeat("a", 1000))); !errors.As(err, &limit) {
		t.Errorf("replace blow-up: got %v, want a limit error", err)
	}
	th = NewThread(NewInterp(), Limits{}, nil, nil)
	if _, err := Binary(th, OpMul, NewStr("ab"), Int(1<<61)); err == nil || !strings.HasPrefix(err.Error(), "MemoryError") {
		t.Errorf("'ab' * 2**61 without limits: got %v, want MemoryError", err)
	}
}

func TestByteArrayMutation(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	a := NewByteArray([]byte("ab"))
	steps := []struct {
		name string
		args []Value
	}{
		{"append", []Value{Int('c')}},
		{"extend", []Value{Bytes("de")}},
		{"insert", []Value{Int(0), Int('z')}},
		{"remove", []Value{Int('b')}},
		{"pop", nil},
		{"reverse", nil},
	}
	for _, s := range steps {
		if _, err := strCall(th, a, s.name, s.args...); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
	}
	if err := SetItem(th, a, Int(0), Int('Q')); err != nil {
		t.Fatal(err)
	}
	if err := SetItem(th, a, &Slice{Start: Int(1), Stop: Int(2), Step: None}, Bytes("xyz")); err != nil {
		t.Fatal(err)
	}
	if err := SetItem(th, a, Int(-1), nil); err != nil {
		t.Fatal(err)
	}
	got, _ := Repr(th, a)
	if want := "bytearray(b'Qxyza')"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if err := SetItem(th, a, Int(0), Int(300)); err == nil || err.Error() != "ValueError: byte must be in range(0, 256)" {
		t.Errorf("a[0] = 300: %v", err)
	}
	if _, err := Hash(th, a); err == nil || err.Error() != "TypeError: unhashable type: 'bytearray'" {
		t.Errorf("hash(bytearray): %v", err)
	}
}

// TestStrIndexNonASCII checks indexing through the offset index against
// decoding from the start.
func TestStrIndexNonASCII(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	src := strings.Repeat("aé€😀\ud7ff", 40)
	s := NewStr(src)
	runes := []rune(src)
	if s.Len() != len(runes) {
		t.Fatalf("len %d, want %d", s.Len(), len(runes))
	}
	for i, r := range runes {
		v, err := GetItem(th, s, Int(i))
		if err != nil {
			t.Fatal(err)
		}
		if got := v.(*Str).s; got != string(r) {
			t.Fatalf("s[%d] = %q, want %q", i, got, string(r))
		}
	}
}

func benchThread() *Thread { return NewThread(NewInterp(), Limits{}, nil, nil) }

func BenchmarkStrSplit(b *testing.B) {
	th := benchThread()
	s := NewStr(strings.Repeat("word another, ", 1000))
	m := StrType.Lookup("split").(*Method)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.CallMethod(th, s, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStrSplitSep splits on a separator into 10,000 parts: the list
// is made once at its final room (the parts are counted first).
func BenchmarkStrSplitSep(b *testing.B) {
	th := benchThread()
	s := NewStr(strings.Repeat("word,", 10000))
	m := StrType.Lookup("split").(*Method)
	sep := []Value{NewStr(",")}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.CallMethod(th, s, sep, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStrJoin(b *testing.B) {
	th := benchThread()
	parts := make([]Value, 1000)
	for i := range parts {
		parts[i] = NewStr("word")
	}
	it := &testIterable{elems: parts}
	sep := NewStr(", ")
	m := StrType.Lookup("join").(*Method)
	b.ReportAllocs()
	for b.Loop() {
		it.reset()
		if _, err := m.CallMethod(th, sep, []Value{it}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func benchIndex(b *testing.B, src string) {
	th := benchThread()
	s := NewStr(src)
	n := s.Len()
	b.ReportAllocs()
	for b.Loop() {
		for i := 0; i < n; i++ {
			if _, err := strGetItem(th, s, Int(i)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkStrIndexASCII(b *testing.B)    { benchIndex(b, strings.Repeat("abcdefgh", 1250)) }
func BenchmarkStrIndexNonASCII(b *testing.B) { benchIndex(b, strings.Repeat("abcdéfg€", 1250)) }

// testIterable is an iterable for benchmarks that does not depend on the
// container types.
type testIterable struct {
	elems []Value
	i     int
}

var testIterableType = func() *Type {
	t := newBuiltinType("test_iterable")
	t.setBase(ObjectType)
	t.Iter = func(th *Thread, v Value) (Iterator, error) { return v.(*testIterable), nil }
	return t
}()

func (*testIterable) Type() *Type { return testIterableType }
func (it *testIterable) reset()   { it.i = 0 }
func (it *testIterable) Next(t *Thread) (Value, error) {
	if it.i >= len(it.elems) {
		return nil, nil
	}
	it.i++
	return it.elems[it.i-1], nil
}
