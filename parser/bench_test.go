package parser_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/parser"
)

// The parse benchmark: the standard-library files listed in
// bench/files.txt, loaded once. BenchmarkParseStdlib reports MB/s;
// TestParseThroughputVsCPython (PYINTERP_BENCH=1, or bench/compare.sh)
// times the same files with CPython's ast.parse in the same run and prints
// the ratio. Figures are recorded in BENCHMARKS.md.

type benchFile struct {
	name string
	src  []byte
}

var (
	benchOnce  sync.Once
	benchFiles []benchFile
	benchErr   error
)

// stdlibRoot asks python3 where CPython's standard library is.
func stdlibRoot() (string, error) {
	python, err := exec.LookPath("python3")
	if err != nil {
		return "", fmt.Errorf("python3 not found in PATH")
	}
	out, err := exec.Command(python, "-I", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		return "", fmt.Errorf("python3: %v", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// loadBenchFiles reads the files of bench/files.txt, once.
func loadBenchFiles() ([]benchFile, error) {
	benchOnce.Do(func() {
		root, err := stdlibRoot()
		if err != nil {
			benchErr = err
			return
		}
		list, err := os.Open(filepath.Join("bench", "files.txt"))
		if err != nil {
			benchErr = err
			return
		}
		defer list.Close()
		sc := bufio.NewScanner(list)
		for sc.Scan() {
			name := strings.TrimSpace(sc.Text())
			if name == "" || strings.HasPrefix(name, "#") {
				continue
			}
			src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
			if err != nil {
				benchErr = fmt.Errorf("stdlib file missing: %v", err)
				return
			}
			benchFiles = append(benchFiles, benchFile{name, src})
		}
		benchErr = sc.Err()
	})
	return benchFiles, benchErr
}

func benchBytes(files []benchFile) int64 {
	var n int64
	for _, f := range files {
		n += int64(len(f.src))
	}
	return n
}

func BenchmarkParseStdlib(b *testing.B) {
	files, err := loadBenchFiles()
	if err != nil {
		b.Skipf("benchmark needs CPython's standard library: %v", err)
	}
	b.SetBytes(benchBytes(files))
	b.ReportAllocs()
	for b.Loop() {
		for _, f := range files {
			if _, err := parser.ParseFile(f.name, f.src); err != nil {
				b.Fatalf("%s: %v", f.name, err)
			}
		}
	}
}

// TestParseThroughputVsCPython parses the benchmark files with ParseFile
// and with CPython's ast.parse (bench/cpython_parse.py, timed inside
// python3, file reading excluded), best of several runs each, single
// threaded, and prints both throughputs and the ratio. It runs only with
// PYINTERP_BENCH=1; PYINTERP_BENCH_MIN_RATIO=3 makes a lower ratio fail.
func TestParseThroughputVsCPython(t *testing.T) {
	if os.Getenv("PYINTERP_BENCH") != "1" {
		t.Skip("set PYINTERP_BENCH=1 (or run parser/bench/compare.sh) to compare parse throughput with CPython")
	}
	files, err := loadBenchFiles()
	if err != nil {
		t.Skipf("needs CPython's standard library: %v", err)
	}
	total := benchBytes(files)
	const runs = 10

	for _, f := range files {
		if _, err := parser.ParseFile(f.name, f.src); err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
	}
	best := time.Duration(1<<63 - 1)
	for range runs {
		runtime.GC()
		start := time.Now()
		for _, f := range files {
			parser.ParseFile(f.name, f.src)
		}
		best = min(best, time.Since(start))
	}
	ours := float64(total) / best.Seconds() / 1e6

	out, err := exec.Command("python3", "-I", filepath.Join("bench", "cpython_parse.py"), strconv.Itoa(runs)).Output()
	if err != nil {
		t.Fatalf("python3 bench/cpython_parse.py: %v", err)
	}
	m := regexp.MustCompile(`bytes=(\d+) best_seconds=([0-9.]+) mb_per_s=([0-9.]+)`).FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("unexpected output from bench/cpython_parse.py: %q", out)
	}
	if pyBytes, _ := strconv.ParseInt(m[1], 10, 64); pyBytes != total {
		t.Fatalf("CPython parsed %d bytes, we parsed %d: not the same files", pyBytes, total)
	}
	cpy, _ := strconv.ParseFloat(m[3], 64)
	ratio := ours / cpy
	t.Logf("throughput: %d files, %.2f MB; pyinterp %.1f MB/s (best %v), CPython ast.parse %.1f MB/s (best %ss); best of %d runs, one thread",
		len(files), float64(total)/1e6, ours, best.Round(time.Microsecond), cpy, m[2], runs)
	t.Logf("ratio: pyinterp/CPython = %.2fx", ratio)
	if s := os.Getenv("PYINTERP_BENCH_MIN_RATIO"); s != "" {
		if want, err := strconv.ParseFloat(s, 64); err == nil && ratio < want {
			t.Errorf("parse throughput ratio %.2fx is below the required %.2fx", ratio, want)
		}
	}
}

// BenchmarkParseLongLine parses one 1 MB line (a list display of 500,000
// ints): the time per byte must match that of ordinary files, since every
// phase of the parser is linear.
func BenchmarkParseLongLine(b *testing.B) {
	src := []byte("x = [" + strings.Repeat("1,", 1<<19) + "]\n")
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parser.ParseFile("long.py", src); err != nil {
			b.Fatal(err)
		}
	}
}
