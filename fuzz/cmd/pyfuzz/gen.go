package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/pyinterp/pyinterp/fuzz/gen"
	"github.com/pyinterp/pyinterp/fuzz/harness"
)

func genCmd(args []string) int {
	fs := flag.NewFlagSet("gen", flag.ExitOnError)
	seed := fs.Uint64("seed", 1, "program seed")
	n := fs.Int("statements", 0, "top-level statements (0: the generator's default)")
	fs.Parse(args)
	fmt.Print(gen.Program(*seed, gen.Options{Statements: *n}))
	return 0
}

// stats are a fuzzing session's counts, written to OUT/stats.json.
type stats struct {
	Start     time.Time
	Elapsed   string
	FirstSeed uint64
	NextSeed  uint64
	Programs  int
	Outcomes  map[string]int // error kind of Run ("ok" for none)
	Findings  map[harness.Kind]int
	Unique    map[string]int // finding signature -> count
}

func fuzzCmd(args []string) int {
	fs := flag.NewFlagSet("fuzz", flag.ExitOnError)
	l := limitFlags(fs)
	duration := fs.Duration("duration", time.Hour, "how long to fuzz")
	out := fs.String("out", "fuzz-findings", "directory for findings and stats")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "first program seed (seeds are consecutive)")
	minimize := fs.Bool("minimize", true, "minimize each new finding (by top-level statement)")
	fs.Parse(args)
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	r := harness.NewRunner(harness.RunnerOptions{})
	defer r.Close()
	st := &stats{Start: time.Now(), FirstSeed: *seed, Outcomes: map[string]int{}, Findings: map[harness.Kind]int{}, Unique: map[string]int{}}
	end := time.Now().Add(*duration)
	lastSave := time.Now()
	for s := *seed; time.Now().Before(end); s++ {
		code := gen.Program(s, gen.Options{})
		o, err := r.Run(code, *l)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		st.Programs++
		st.NextSeed = s + 1
		kind := o.Err
		if kind == "" {
			kind = "ok"
		}
		switch o.Err {
		case "limit":
			kind += ":" + limitKind(o.ErrMessage)
		case "exception", "syntax", "policy":
			kind += ":" + o.ErrType
		}
		st.Outcomes[kind]++
		if found := o.Check(*l); len(found) > 0 {
			f := found[0]
			st.Findings[f.Kind]++
			sig := signature(f, o)
			st.Unique[sig]++
			fmt.Printf("%s seed %d: %s\n", time.Now().Format("15:04:05"), s, f)
			base := filepath.Join(*out, fmt.Sprintf("%s-%d", f.Kind, s))
			writeFinding(base+".py", code, f, o)
			if *minimize && st.Unique[sig] == 1 {
				min, mo := minimizeProgram(r, code, f, sig, *l)
				writeFinding(base+".min.py", min, f, mo)
			}
		}
		if time.Since(lastSave) > 30*time.Second {
			saveStats(*out, st)
			lastSave = time.Now()
		}
	}
	saveStats(*out, st)
	fmt.Printf("%d programs, findings %v\n", st.Programs, st.Findings)
	return 0
}

func limitKind(msg string) string {
	switch {
	case strings.Contains(msg, "operations"):
		return "operations"
	case strings.Contains(msg, "execution time"):
		return "time"
	case strings.Contains(msg, "While loop"):
		return "while"
	case strings.Contains(msg, "Output"), strings.Contains(msg, "output"):
		return "output"
	case strings.Contains(msg, "recursion"):
		return "recursion"
	case msg == "":
		return "memory"
	}
	return "other"
}

var digits = regexp.MustCompile(`[0-9]+`)

// signature groups findings: the kind, the message without numbers, and
// for internal errors the innermost pyinterp frame of the Go stack.
func signature(f harness.Finding, o harness.Outcome) string {
	sig := string(f.Kind)
	switch f.Kind {
	case harness.KindPanic:
		sig += " " + digits.ReplaceAllString(o.ErrMessage, "N") + " @ " + topFrame(o.Stack)
	case harness.KindCrash:
		sig += " " + digits.ReplaceAllString(f.Detail, "N") + " @ " + topFrame(o.Stderr)
	case harness.KindTimeout, harness.KindMemory:
		if o.Where != "" {
			sig += " @ " + topFrame(o.Where)
		}
	}
	return sig
}

// topFrame returns the first function of package pyinterp in a Go stack
// trace that is not the panic machinery.
func topFrame(stack string) string {
	lines := strings.Split(stack, "\n")
	for i, line := range lines {
		if strings.HasPrefix(line, "panic(") {
			lines = lines[i:]
			break
		}
	}
	for _, line := range lines {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "github.com/pyinterp/pyinterp/") && !strings.Contains(line, "recover") && !strings.Contains(line, "harness") {
			if i := strings.LastIndex(line, "("); i > 0 {
				line = line[:i]
			}
			return strings.TrimPrefix(line, "github.com/pyinterp/pyinterp/")
		}
	}
	return "?"
}

func writeFinding(path, code string, f harness.Finding, o harness.Outcome) {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n", strings.ReplaceAll(f.String(), "\n", " "))
	if o.Stack != "" {
		for _, line := range strings.Split(o.Stack, "\n")[:min(30, strings.Count(o.Stack, "\n"))] {
			fmt.Fprintf(&b, "#   %s\n", line)
		}
	}
	if o.Stderr != "" {
		lines := strings.Split(o.Stderr, "\n")
		for _, line := range lines[:min(30, len(lines))] {
			fmt.Fprintf(&b, "#   %s\n", line)
		}
	}
	b.WriteString(code)
	os.WriteFile(path, []byte(b.String()), 0o644)
}

func saveStats(dir string, st *stats) {
	st.Elapsed = time.Since(st.Start).Round(time.Second).String()
	data, _ := json.MarshalIndent(st, "", "  ")
	os.WriteFile(filepath.Join(dir, "stats.json"), data, 0o644)
}

// chunks splits a program into top-level statements (a line at column 0
// that is not a continuation such as except/else/finally/elif starts a
// chunk).
func chunks(code string) []string {
	var out []string
	for _, line := range strings.SplitAfter(code, "\n") {
		if line == "" {
			continue
		}
		cont := line[0] == ' ' || line[0] == '\t' || strings.HasPrefix(line, "except") || strings.HasPrefix(line, "else") ||
			strings.HasPrefix(line, "finally") || strings.HasPrefix(line, "elif") || strings.HasPrefix(line, "@")
		if cont && len(out) > 0 {
			out[len(out)-1] += line
		} else {
			out = append(out, line)
		}
	}
	return out
}

// minimizeProgram removes top-level statements while the program still
// produces a finding of the same kind (ddmin on statements, then one at
// a time).
func minimizeProgram(r *harness.Runner, code string, want harness.Finding, sig string, l harness.Limits) (string, harness.Outcome) {
	cs := chunks(code)
	var best harness.Outcome
	// A budget of runs: findings near their bounds make minimizing slow
	// and a long minimization stalls the fuzzing.
	budget := 80
	fails := func(parts []string) bool {
		if budget--; budget < 0 {
			return false
		}
		o, err := r.Run(strings.Join(parts, ""), l)
		if err != nil {
			return false
		}
		for _, f := range o.Check(l) {
			// Where a run passed a time or memory bound varies from run
			// to run (and a killed run's stack may be missing): the kind
			// is enough for them.
			loose := f.Kind == harness.KindTimeout || f.Kind == harness.KindMemory
			if f.Kind == want.Kind && (loose || !strings.Contains(sig, " @ ") || signature(f, o) == sig) {
				best = o
				return true
			}
		}
		return false
	}
	// Most findings need one statement: try each alone after the
	// prelude's definitions first.
	// The prelude's first try block sets globals (S0, S1, L...) the
	// statements use: it counts as a definition.
	var defs []string
	firstTry := true
	for _, c := range cs {
		if strings.HasPrefix(c, "try:") && firstTry {
			firstTry = false
			defs = append(defs, c)
			continue
		}
		if !strings.HasPrefix(c, "try:") && !strings.HasPrefix(c, "for ") && !strings.HasPrefix(c, "with ") {
			defs = append(defs, c)
		}
	}
	found := false
	for _, c := range cs {
		if strings.HasPrefix(c, "try:") && len(defs)+1 < len(cs) {
			if fails(append(append([]string{}, defs...), c)) {
				cs = append(append([]string{}, defs...), c)
				found = true
				break
			}
		}
	}
	// Otherwise ddmin on statements.
	n := 2
	for !found && len(cs) >= 2 && budget > 0 {
		size := (len(cs) + n - 1) / n
		reduced := false
		for start := 0; start < len(cs); start += size {
			rest := append(append([]string{}, cs[:start]...), cs[min(start+size, len(cs)):]...)
			if fails(rest) {
				cs = rest
				n = max(n-1, 2)
				reduced = true
				break
			}
		}
		if !reduced {
			if n >= len(cs) {
				break
			}
			n = min(2*n, len(cs))
		}
	}
	// And the definitions it does not need.
	for i := 0; i < len(cs)-1; i++ {
		rest := append(append([]string{}, cs[:i]...), cs[i+1:]...)
		if fails(rest) {
			cs = rest
			i--
		}
	}
	return strings.Join(cs, ""), best
}
