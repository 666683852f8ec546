package eval

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// TestRepeatChunkedContent: repeats and builder writes across chunk
// boundaries give the same bytes as the plain path, for patterns shorter
// and longer than a chunk and of lengths that do not divide it.
func TestRepeatChunkedContent(t *testing.T) {
	for _, c := range []struct {
		s string
		n int
	}{
		{"x", 3*copyChunkBytes + 7},
		{"abc", copyChunkBytes},
		{"abcdefg", copyChunkBytes/3 + 1},
		{strings.Repeat("0123456789", copyChunkBytes/10+3), 5},
		{strings.Repeat("q", 3*copyChunkBytes+1), 2},
	} {
		th := NewThread(NewInterp(), Limits{}, nil, nil)
		got, err := Repeat(th, c.s, c.n)
		if err != nil {
			t.Fatal(err)
		}
		if want := strings.Repeat(c.s, c.n); got != want {
			t.Errorf("Repeat(%d bytes, %d): wrong content", len(c.s), c.n)
		}
		b := NewBuilder(th, 0)
		b.WriteString("<")
		b.WriteRepeat(c.s, c.n)
		b.WriteString(c.s)
		if want := "<" + strings.Repeat(c.s, c.n+1); b.String() != want || b.Err() != nil {
			t.Errorf("Builder(%d bytes, %d): wrong content (%v)", len(c.s), c.n, b.Err())
		}
		src := []Value{Int(1), Int(2), Int(3)}
		out := make([]Value, 3*(copyChunkBytes/16+5))
		if err := RepeatInto(th, out, src); err != nil {
			t.Fatal(err)
		}
		for i, v := range out {
			if v != src[i%3] {
				t.Fatalf("RepeatInto: element %d is %v", i, v)
			}
		}
	}
}

// TestLongCopiesPoll: a run cancelled (or past its deadline) stops the
// allocation path's long copies between chunks, with the limit error;
// short ones are not polled.
func TestLongCopiesPoll(t *testing.T) {
	cancelled := func() *Thread {
		var c atomic.Bool
		c.Store(true)
		return NewThread(NewInterp(), Limits{}, nil, &c)
	}
	isCancel := func(err error) bool {
		var le *LimitError
		return errors.As(err, &le) && le.Kind == LimitCancelled
	}
	if _, err := Repeat(cancelled(), "ab", copyChunkBytes); !isCancel(err) {
		t.Errorf("Repeat: got %v", err)
	}
	if _, err := Repeat(cancelled(), "ab", 100); err != nil {
		t.Errorf("short Repeat: got %v", err)
	}
	if _, err := Join(cancelled(), []string{strings.Repeat("a", 2*copyChunkBytes), "b"}, ""); !isCancel(err) {
		t.Errorf("Join: got %v", err)
	}
	b := NewBuilder(cancelled(), 0)
	for i := 0; i < 2*builderPollBytes && b.Err() == nil; i++ {
		b.WriteByte('x')
	}
	if !isCancel(b.Err()) {
		t.Errorf("Builder.WriteByte: got %v", b.Err())
	}
	th := cancelled()
	if _, err := Grow(th, make([]Value, 2*copyChunkBytes/16), 1); !isCancel(err) {
		t.Errorf("Grow: got %v", err)
	}
	if err := RepeatInto(cancelled(), make([]Value, 3*copyChunkBytes/16), []Value{None}); !isCancel(err) {
		t.Errorf("RepeatInto: got %v", err)
	}
}

// TestTextChunkedReprs: reprs and ascii() of texts longer than a chunk,
// with characters of every width and escapes across the chunk boundaries,
// are those of the direct path; a cancelled thread stops them.
func TestTextChunkedReprs(t *testing.T) {
	unit := "a'\\\té\u20ac\U0001F600\x00\u0301" + "\xed\xa0\x80"
	s := strings.Repeat(unit, 3*textChunkBytes/len(unit)+7)
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	got, err := strRepr(th, s)
	if err != nil {
		t.Fatal(err)
	}
	if want := pyrepr.Str(s); got != want {
		t.Errorf("strRepr of %d bytes differs from the direct path", len(s))
	}
	if got, err := asciiEscape(th, got); err != nil || got != string(pyrepr.AppendASCII(nil, pyrepr.Str(s))) {
		t.Errorf("asciiEscape differs (%v)", err)
	}
	b := strings.Repeat("\x00'\"ab\xff\x80\\", 3*textChunkBytes/9+1)
	if got, err := bytesRepr(th, b); err != nil || got != pyrepr.Bytes(b) {
		t.Errorf("bytesRepr differs (%v)", err)
	}
	var c atomic.Bool
	c.Store(true)
	if _, err := strRepr(NewThread(NewInterp(), Limits{}, nil, &c), s); err == nil {
		t.Errorf("strRepr of a cancelled run: no error")
	}
}
