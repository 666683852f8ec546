package eval

import "testing"

// BenchmarkBuilderSmallWrites: the builder's poll counter on the path of
// small writes (the formatting and escaping loops).
func BenchmarkBuilderSmallWrites(b *testing.B) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	for i := 0; i < b.N; i++ {
		w := NewBuilder(th, 0)
		for j := 0; j < 1000; j++ {
			w.WriteString("ab")
			w.WriteByte(',')
		}
	}
}

// BenchmarkRepeatShort: a short repeat stays on the plain path.
func BenchmarkRepeatShort(b *testing.B) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	for i := 0; i < b.N; i++ {
		Repeat(th, "abc", 100)
	}
}
