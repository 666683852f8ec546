// Command compare times the evaluator benchmark workloads (bench/*.py) under CPython and
// under pyinterp and prints a side-by-side table with the geometric mean of the ratios.
//
//	go run ./bench/compare                 # build pyinterp, best of 3, print the table
//	go run ./bench/compare -n 5 -write     # also rewrite BENCHMARKS.md's evaluator section
//	go run ./bench/compare -bin ./pyinterp # use a prebuilt interpreter
//	go run ./bench/compare -cpu            # CPU time (user+system) instead of wall clock
//
// Each time is the best wall-clock time of n runs minus that interpreter's startup time
// (the best of n runs of bench/empty.py). With -cpu it is the process's CPU time (user plus
// system, all threads: the Go collector's background work counts), which a machine shared
// with other jobs disturbs far less than the wall clock. A workload that pyinterp cannot run, or runs to
// a different output than CPython, is reported and left out of the geometric mean.
//
// With -write the markdown table replaces whatever lies between the
// <!-- eval-bench:start --> and <!-- eval-bench:end --> markers in BENCHMARKS.md; the rest
// of the file is kept. The section is appended (or the file created) when the markers are
// missing.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
)

const (
	startMarker = "<!-- eval-bench:start -->"
	endMarker   = "<!-- eval-bench:end -->"
)

// result is one workload's measurements. A zero duration with a non-empty note means the
// interpreter could not run the workload.
type result struct {
	name         string
	cpython      time.Duration
	pyinterp     time.Duration
	cpythonNote  string
	pyinterpNote string
}

func main() {
	n := flag.Int("n", 3, "runs per measurement; the best is kept")
	python := flag.String("python", "python3", "CPython interpreter")
	bin := flag.String("bin", "", "prebuilt pyinterp binary (default: go build ./cmd/pyinterp)")
	write := flag.Bool("write", false, "write the table into the evaluator section of -file")
	file := flag.String("file", "", "markdown file for -write (default: BENCHMARKS.md at the module root)")
	only := flag.String("only", "", "run only workloads whose name contains this string")
	flag.BoolVar(&useCPU, "cpu", false, "measure CPU time (user+system) instead of wall-clock time")
	flag.Parse()
	if err := run(*n, *python, *bin, *write, *file, *only, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "compare:", err)
		os.Exit(1)
	}
}

func run(n int, python, bin string, write bool, file, only string, out io.Writer) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	benchDir := filepath.Join(root, "bench")
	workloads, err := filepath.Glob(filepath.Join(benchDir, "*.py"))
	if err != nil {
		return err
	}
	sort.Strings(workloads)
	empty := filepath.Join(benchDir, "empty.py")

	pyVersion, _ := exec.Command(python, "--version").Output()
	pyStart, _, err := best(n, python, nil, empty)
	if err != nil {
		return fmt.Errorf("%s cannot run an empty program: %v", python, err)
	}

	// pyinterp: build it unless given; any failure leaves its column empty.
	var piStart time.Duration
	piProblem := ""
	if bin == "" {
		dir, err := os.MkdirTemp("", "pyinterp-bench")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		bin = filepath.Join(dir, "pyinterp")
		build := exec.Command("go", "build", "-o", bin, "./cmd/pyinterp")
		build.Dir = root
		if msg, err := build.CombinedOutput(); err != nil {
			piProblem = "cmd/pyinterp does not build: " + firstLine(string(msg))
		}
	}
	if strings.ContainsRune(bin, filepath.Separator) {
		if bin, err = filepath.Abs(bin); err != nil { // workloads run in bench/
			return err
		}
	}
	if piProblem == "" {
		if piStart, _, err = best(n, bin, noLimits, empty); err != nil {
			piProblem = "cannot run an empty program: " + err.Error()
		}
	}
	if piProblem != "" {
		fmt.Fprintf(out, "pyinterp: %s\n", piProblem)
	}

	var results []result
	for _, w := range workloads {
		name := strings.TrimSuffix(filepath.Base(w), ".py")
		if name == "empty" || !strings.Contains(name, only) {
			continue
		}
		r := result{name: name}
		d, want, err := best(n, python, nil, w)
		if err != nil {
			r.cpythonNote = err.Error()
		} else {
			r.cpython = sub(d, pyStart)
		}
		switch {
		case piProblem != "":
			r.pyinterpNote = fmt.Sprintf("pyinterp cannot run %s yet", name)
		default:
			d, got, err := best(n, bin, noLimits, w)
			switch {
			case err != nil:
				r.pyinterpNote = fmt.Sprintf("pyinterp cannot run %s yet (%v)", name, err)
			case r.cpythonNote == "" && !bytes.Equal(got, want):
				r.pyinterpNote = fmt.Sprintf("pyinterp prints %q for %s, CPython %q", trim(got), name, trim(want))
			default:
				r.pyinterp = sub(d, piStart)
			}
		}
		if r.pyinterpNote != "" {
			fmt.Fprintln(out, r.pyinterpNote)
		}
		results = append(results, r)
	}

	measure := "wall clock"
	if useCPU {
		measure = "CPU time (user+system)"
	}
	header := fmt.Sprintf("CPython: %s; pyinterp: %s; %s/%s, %d CPUs; %s, best of %d, startup subtracted (CPython %.3f s",
		strings.TrimSpace(string(pyVersion)), commit(root), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), measure, n, pyStart.Seconds())
	if piProblem == "" {
		header += fmt.Sprintf(", pyinterp %.3f s", piStart.Seconds())
	}
	header += ")."
	table := markdown(header, results)
	fmt.Fprint(out, "\n"+table)
	if write {
		if file == "" {
			file = filepath.Join(root, "BENCHMARKS.md")
		}
		if err := writeSection(file, table); err != nil {
			return err
		}
		fmt.Fprintf(out, "\nwrote the evaluator section of %s\n", file)
	}
	return nil
}

// useCPU selects CPU time (user+system) over wall-clock time (-cpu).
var useCPU bool

// noLimits lifts the pyinterp per-run limits that the workloads exceed by design (operations,
// while-loop iterations, time). The memory limit stays at its default (256 MiB, which every
// workload fits in): a run is measured as programs run, with the Go collector paced from the
// budget as the command paces it.
var noLimits = []string{"-max-operations", "none", "-max-while-iterations", "none", "-timeout", "none"}

// best runs prog with args on file n times and returns the shortest wall time and the stdout of
// the runs, which must succeed and agree.
func best(n int, prog string, args []string, file string) (time.Duration, []byte, error) {
	var min time.Duration
	var stdout []byte
	for i := 0; i < n; i++ {
		cmd := exec.Command(prog, append(args[:len(args):len(args)], filepath.Base(file))...)
		cmd.Dir = filepath.Dir(file)
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		start := time.Now()
		err := cmd.Run()
		d := time.Since(start)
		if useCPU && cmd.ProcessState != nil {
			d = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		}
		if err != nil {
			return 0, nil, fmt.Errorf("%v: %s", err, lastLine(e.String()))
		}
		if i > 0 && !bytes.Equal(o.Bytes(), stdout) {
			return 0, nil, errors.New("output differs between runs")
		}
		stdout = o.Bytes()
		if i == 0 || d < min {
			min = d
		}
	}
	return min, stdout, nil
}

func markdown(header string, results []result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", header)
	b.WriteString("| workload | CPython s | pyinterp s | pyinterp / CPython |\n")
	b.WriteString("|---|---:|---:|---:|\n")
	logSum, count := 0.0, 0
	for _, r := range results {
		cp, pi, ratio := "—", "—", "—"
		if r.cpythonNote == "" {
			cp = fmt.Sprintf("%.3f", r.cpython.Seconds())
		}
		if r.pyinterpNote == "" {
			pi = fmt.Sprintf("%.3f", r.pyinterp.Seconds())
		}
		if r.cpythonNote == "" && r.pyinterpNote == "" && r.cpython > 0 && r.pyinterp > 0 {
			x := r.pyinterp.Seconds() / r.cpython.Seconds()
			ratio = fmt.Sprintf("%.2f×", x)
			logSum += math.Log(x)
			count++
		} else if r.pyinterpNote != "" {
			ratio = "cannot run yet"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", r.name, cp, pi, ratio)
	}
	if count > 0 {
		fmt.Fprintf(&b, "| **geometric mean** (%d of %d) | | | **%.2f×** |\n", count, len(results), math.Exp(logSum/float64(count)))
	} else {
		b.WriteString("| **geometric mean** | | | — |\n")
	}
	return b.String()
}

// writeSection replaces the text between the markers in file, keeping everything else.
func writeSection(file, table string) error {
	section := startMarker + "\n" + table + endMarker
	old, err := os.ReadFile(file)
	switch {
	case errors.Is(err, os.ErrNotExist):
		old = []byte("# Benchmarks\n")
	case err != nil:
		return err
	}
	s := string(old)
	i, j := strings.Index(s, startMarker), strings.Index(s, endMarker)
	switch {
	case i >= 0 && j > i:
		s = s[:i] + section + s[j+len(endMarker):]
	case i >= 0 || j >= 0:
		return fmt.Errorf("%s: unbalanced %s / %s markers", file, startMarker, endMarker)
	default:
		s = strings.TrimRight(s, "\n") + "\n\n## Evaluator\n\nGenerated by `go run ./bench/compare -write`; workloads in `bench/`.\n\n" + section + "\n"
	}
	return os.WriteFile(file, []byte(s), 0o644)
}

func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %v", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("run inside the pyinterp module")
	}
	return filepath.Dir(gomod), nil
}

func commit(root string) string {
	out, err := exec.Command("git", "-C", root, "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown commit"
	}
	return "commit " + strings.TrimSpace(string(out))
}

func sub(d, startup time.Duration) time.Duration {
	if d -= startup; d < time.Millisecond {
		return time.Millisecond // below measurement noise; keeps ratios finite
	}
	return d
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

func trim(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return s
}
