package pyinterp_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp"
)

// The snapshot benchmarks of BENCHMARKS.md: a namespace of 10,000 small
// values (ints, floats, short strs, small tuples, lists and dicts, one per
// variable), and one holding 10 MB of data (10,000 strs of 1,000
// characters in a list). Each reports the snapshot's size.

func smallValuesCode() string {
	var b strings.Builder
	for i := 0; i < 10000; i++ {
		switch i % 6 {
		case 0:
			fmt.Fprintf(&b, "v%d = %d\n", i, i)
		case 1:
			fmt.Fprintf(&b, "v%d = %d.5\n", i, i)
		case 2:
			fmt.Fprintf(&b, "v%d = 'name%d'\n", i, i)
		case 3:
			fmt.Fprintf(&b, "v%d = (%d, 'x')\n", i, i)
		case 4:
			fmt.Fprintf(&b, "v%d = [%d, %d]\n", i, i, i+1)
		case 5:
			fmt.Fprintf(&b, "v%d = {'k': %d}\n", i, i)
		}
	}
	return b.String()
}

const tenMegabytesCode = "data = [('%04d' % i) * 250 for i in range(10000)]\n"

func benchExecutor(b *testing.B, code string) *pyinterp.Executor {
	b.Helper()
	x, err := pyinterp.New(pyinterp.Options{MaxOperations: -1, Timeout: -1})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := x.Run(context.Background(), code); err != nil {
		b.Fatal(err)
	}
	return x
}

func benchSnapshot(b *testing.B, code string) {
	x := benchExecutor(b, code)
	defer x.Close()
	var n int
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		data, err := x.Snapshot()
		if err != nil {
			b.Fatal(err)
		}
		n = len(data)
	}
	b.ReportMetric(float64(n), "snapshot-bytes")
}

func benchRestore(b *testing.B, code string) {
	x := benchExecutor(b, code)
	data, err := x.Snapshot()
	x.Close()
	if err != nil {
		b.Fatal(err)
	}
	y, err := pyinterp.New(pyinterp.Options{MaxOperations: -1, Timeout: -1})
	if err != nil {
		b.Fatal(err)
	}
	defer y.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := y.Restore(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "snapshot-bytes")
}

func BenchmarkSnapshotSmallValues(b *testing.B) { benchSnapshot(b, smallValuesCode()) }
func BenchmarkRestoreSmallValues(b *testing.B)  { benchRestore(b, smallValuesCode()) }
func BenchmarkSnapshot10MB(b *testing.B)        { benchSnapshot(b, tenMegabytesCode) }
func BenchmarkRestore10MB(b *testing.B)         { benchRestore(b, tenMegabytesCode) }
