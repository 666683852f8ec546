package modules_test

import (
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
)

// reBenchText is the 1 MB text of BENCHMARKS.md's re rows: words,
// numbers, punctuation and e-mail-like tokens separated by spaces.
func reBenchText() string {
	words := []string{"alpha", "beta", "gamma", "delta", "x1", "foo_bar", "42", "hello,", "world.", "e-mail@x.org"}
	var b strings.Builder
	for i := 0; b.Len() < 1_000_000; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(words[(i*7)%len(words)])
	}
	return b.String()[:1_000_000]
}

func benchFindall(b *testing.B, pattern string) {
	th := newThread(modules.Options{})
	m := mustImport(b, th, "re")
	findall, err := eval.GetAttr(th, m, "findall")
	if err != nil {
		b.Fatal(err)
	}
	text := eval.NewStr(reBenchText())
	pat := eval.NewStr(pattern)
	b.SetBytes(1_000_000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := eval.Call(th, findall, []eval.Value{pat, text}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReFindallWord(b *testing.B)     { benchFindall(b, `\w+`) }
func BenchmarkReFindallDigits(b *testing.B)   { benchFindall(b, `\d+`) }
func BenchmarkReFindallEmail(b *testing.B)    { benchFindall(b, `[a-z]+@[a-z]+\.[a-z]+`) }
func BenchmarkReFindallBoundary(b *testing.B) { benchFindall(b, `\b\w+\b`) }
func BenchmarkReFindallGroups(b *testing.B)   { benchFindall(b, `(\w+)=(\w+)|(\w+),`) }

// Patterns regexp2 runs (IGNORECASE is not the native matcher's).
func BenchmarkReFindallWordIgnoreCase(b *testing.B) { benchFindall(b, `(?i)[a-z]+`) }
func BenchmarkReFindallDotIgnoreCase(b *testing.B)  { benchFindall(b, `(?i)x.*?4`) }
