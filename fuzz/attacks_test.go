package fuzz

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/fuzz/harness"
)

// The attack corpus: testdata/attacks/<kind>/<topic>.py hold payloads
// grouped by the kind of failure they aim at (crash, timeout, memory,
// panic); testdata/attacks/known_failures.txt lists those that still
// fail. TestAttackCorpus fails when a payload not on the list fails and
// when a listed payload passes, so the list can only shrink. To rewrite
// the list from the current results:
//
//	go test ./fuzz -run TestAttackCorpus -update-known

var (
	updateKnown = flag.Bool("update-known", false, "rewrite testdata/attacks/known_failures.txt from the results")
	updateRuns  = flag.Int("update-runs", 3, "with -update-known: how many times to run the corpus (a payload failing decisively in all is listed, one failing in some is listed as flaky)")
	corpusMatch = flag.String("corpus", "", "run only the payloads whose id matches this regular expression (all of them: no sampling)")
)

// fullCorpusEnv, set to 1, makes TestAttackCorpus run the whole corpus.
// By default it runs a fixed sample (see sampleCorpus): the whole takes
// about four minutes of two cores, too long for every landing on a
// shared two-core machine (.ci/run, on a machine of its own, runs it
// all). -update-known and -corpus always run every payload they
// concern.
const fullCorpusEnv = "PYINTERP_FUZZ_FULL"

// sampleShare is the share of the unlisted payloads the default run
// keeps: those whose id hashes to 0 modulo sampleShare.
const sampleShare = 3

// sampleCorpus returns the payloads the default run checks: every
// payload listed as failing for sure (so that a fix is noticed and the
// list stays honest) and a fixed third of the others, chosen by a hash of
// their id so that every file and kind is represented and the choice
// does not change from run to run. Flaky entries, which are not judged,
// are left out.
func sampleCorpus(payloads []harness.Payload, known *harness.Known) []harness.Payload {
	var out []harness.Payload
	for _, p := range payloads {
		if _, ok := known.Flaky[p.ID]; ok {
			continue
		}
		h := fnv.New32a()
		h.Write([]byte(p.ID))
		if _, listed := known.Exact[p.ID]; listed || h.Sum32()%sampleShare == 0 {
			out = append(out, p)
		}
	}
	return out
}

const (
	attackDir  = "testdata/attacks"
	knownFile  = attackDir + "/known_failures.txt"
	knownIntro = `# Payloads of testdata/attacks that still violate an invariant on main,
# with the kind of the violation (crash, panic, timeout, memory, leak);
# "kind?" marks a payload that failed in some runs only (not checked).
# TestAttackCorpus fails if a payload not listed here fails, and if a
# listed payload passes: remove it from the list when it is fixed.
# Rewrite with: go test ./fuzz -run TestAttackCorpus -update-known
`
)

// corpusLimits are the limits the attack corpus runs under: the fuzzing
// limits with a shorter timeout, to keep the test short.
var corpusLimits = func() harness.Limits {
	l := harness.DefaultLimits
	l.Timeout = 300 * time.Millisecond
	return l
}()

// corpusKillAfter is how much CPU time past its timeout a payload may use before
// its child is killed (the payload has failed by then).
const corpusKillAfter = 300 * time.Millisecond

// corpusKillMemory is how far past its memory limit a payload's RSS may
// go before its child is killed: far enough past the bound (MemoryMargin
// and the marginal zone) that the finding is decisive, and no further, to
// spare the time and the memory of a shared machine.
const corpusKillMemory = 256 << 20

// corpusWorkers is how many child processes run payloads at once.
const corpusWorkers = 2

// result is a payload's findings.
type result struct {
	findings []harness.Finding
	outcome  harness.Outcome
	err      error
}

func (r result) failed() bool { return len(r.findings) > 0 }

// decisive reports a finding that is not marginal.
func (r result) decisive() bool {
	for _, f := range r.findings {
		if !f.Marginal {
			return true
		}
	}
	return false
}

func (r result) String() string {
	if r.err != nil {
		return "harness error: " + r.err.Error()
	}
	if !r.failed() {
		return "passes"
	}
	var s []string
	for _, f := range r.findings {
		s = append(s, f.String())
	}
	return strings.Join(s, "; ")
}

// runAll runs the payloads on corpusWorkers runners.
func runAll(payloads []harness.Payload, l harness.Limits) []result {
	results := make([]result, len(payloads))
	next := make(chan int)
	var wg sync.WaitGroup
	for range corpusWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := newCorpusRunner()
			defer r.Close()
			for i := range next {
				results[i] = runPayload(r, payloads[i], l)
			}
		}()
	}
	for i := range payloads {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

func newCorpusRunner() *harness.Runner {
	return harness.NewRunner(harness.RunnerOptions{Args: []string{"-test.run=^$"}, KillAfter: corpusKillAfter, HangAfter: 5 * time.Second, KillMemory: corpusKillMemory})
}

func runPayload(r *harness.Runner, p harness.Payload, l harness.Limits) result {
	if p.Timeout != 0 {
		l.Timeout = p.Timeout
	}
	l.Files = l.Files || p.Files
	if p.MaxRecursion != 0 {
		l.MaxRecursion = p.MaxRecursion
	}
	if p.Repeat {
		r.Close() // a fresh process
		var os []harness.Outcome
		for range harness.RepeatRuns {
			o, err := r.Run(p.Code, l)
			if err != nil {
				return result{err: err}
			}
			os = append(os, o)
		}
		return result{findings: harness.CheckRepeated(os, l), outcome: os[len(os)-1]}
	}
	o, err := r.Run(p.Code, l)
	if err != nil {
		return result{err: err}
	}
	return result{findings: o.Check(l), outcome: o}
}

func TestAttackCorpus(t *testing.T) {
	if !harness.Supported {
		t.Skip("the harness measures runs through Linux's /proc")
	}
	payloads, err := harness.LoadCorpus(attackDir)
	if err != nil {
		t.Fatal(err)
	}
	if *corpusMatch != "" {
		re, err := regexp.Compile(*corpusMatch)
		if err != nil {
			t.Fatal(err)
		}
		if *updateKnown {
			t.Fatal("-update-known rewrites the whole list: run it without -corpus")
		}
		var some []harness.Payload
		for _, p := range payloads {
			if re.MatchString(p.ID) {
				some = append(some, p)
			}
		}
		payloads = some
	} else if !*updateKnown && os.Getenv(fullCorpusEnv) != "1" {
		known, err := harness.LoadKnown(knownFile)
		if err != nil {
			t.Fatal(err)
		}
		all := len(payloads)
		payloads = sampleCorpus(payloads, known)
		t.Logf("a fixed sample: %d payloads of %d (the listed ones and a third of the others); %s=1 runs them all", len(payloads), all, fullCorpusEnv)
	}
	checkKnown(t, payloads, corpusLimits, knownFile, knownIntro)
}

// checkKnown runs the payloads under limits l and compares the failures
// with the list in knownPath: a payload not listed must pass, a listed
// one must still fail. With -update-known it rewrites the list instead.
func checkKnown(t *testing.T, payloads []harness.Payload, l harness.Limits, knownPath, intro string) {
	known, err := harness.LoadKnown(knownPath)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, p := range payloads {
		ids[p.ID] = true
	}
	for id := range known.Exact {
		if !ids[id] && *corpusMatch == "" {
			t.Errorf("%s: listed in %s but not run", id, knownPath)
		}
	}
	start := time.Now()
	results := runAll(payloads, l)
	if *updateKnown {
		updateList(t, payloads, results, l, known, knownPath, intro, start)
		return
	}

	// Confirm each surprise in fresh children: a failure not on the list
	// must fail in two runs of three; a listed payload that passed must
	// pass twice more with four times the time (timing and memory
	// findings near their bounds are not exact, and on a loaded machine
	// the clock may stop an accumulating attack before it shows).
	r := newCorpusRunner()
	defer r.Close()
	var regressions, fixed []string
	failing := 0
	byKind := map[harness.Kind]int{}
	for i, p := range payloads {
		res := results[i]
		if res.err != nil {
			t.Fatalf("%s: %v", p.ID, res.err)
		}
		if res.failed() {
			byKind[res.findings[0].Kind]++
		}
		if _, flaky := known.Flaky[p.ID]; flaky {
			continue
		}
		_, listed := known.Exact[p.ID]
		switch {
		case res.failed() && !listed && known.Covers(p.ID, res.findings[0].Kind):
			// A wildcard entry ("gen/* timeout") lets any payload under
			// the prefix fail with that kind.
		case res.failed() && !listed:
			// A regression fails decisively in two runs of three.
			fails := 0
			if res.decisive() {
				fails++
			}
			for range 2 {
				r.Close()
				if runPayload(r, p, l).decisive() {
					fails++
				}
			}
			if fails < 2 {
				t.Logf("FLAKY %s: failed marginally or once in three runs (%s)", p.ID, res)
				continue
			}
			regressions = append(regressions, fmt.Sprintf("%s: %s", p.ID, res))
		case !res.failed() && listed:
			longer := l
			longer.Timeout = 4 * max(l.Timeout, p.Timeout)
			for range 2 {
				r.Close()
				if again := runPayload(r, harness.Payload{ID: p.ID, Code: p.Code, Files: p.Files, Repeat: p.Repeat}, longer); again.failed() {
					res = again
					break
				}
			}
			if !res.failed() {
				fixed = append(fixed, p.ID)
				continue
			}
			t.Logf("FLAKY %s: listed, passed once (then %s)", p.ID, res)
		case res.failed() && listed && known.Exact[p.ID] != res.findings[0].Kind:
			t.Logf("%s: listed as %s, now fails as %s (%s)", p.ID, known.Exact[p.ID], res.findings[0].Kind, res)
		}
		if res.failed() && listed {
			failing++
		}
	}
	t.Logf("%d programs in %v: %d listed still fail; failures by kind %v", len(payloads), time.Since(start).Round(time.Second), failing, byKind)
	logSlowest(t, payloads, results)
	sort.Strings(regressions)
	for _, s := range regressions {
		t.Errorf("FAILS (not in %s): %s", knownPath, s)
	}
	for _, id := range fixed {
		t.Errorf("PASSES now: remove %s from %s", id, knownPath)
	}
}

// updateList rewrites the known-failures list from -update-runs runs of
// the payloads (results is the first): a payload that fails decisively in
// all of them is listed, one that fails in any other way (marginally, or not
// in every run) is listed as flaky ("kind?"). Wildcard entries are kept.
func updateList(t *testing.T, payloads []harness.Payload, results []result, l harness.Limits, known *harness.Known, knownPath, intro string, start time.Time) {
	fails := make([]int, len(payloads))
	decisive := make([]int, len(payloads))
	kinds := make([]harness.Kind, len(payloads))
	details := map[string]string{}
	count := func(rs []result) {
		for i, res := range rs {
			if res.err != nil {
				t.Fatalf("%s: %v", payloads[i].ID, res.err)
			}
			if res.decisive() {
				decisive[i]++
			}
			if res.failed() {
				fails[i]++
				if kinds[i] == "" {
					kinds[i] = res.findings[0].Kind
					details[payloads[i].ID] = res.findings[0].Detail
				}
			}
		}
	}
	count(results)
	runs := max(*updateRuns, 1)
	for range runs - 1 {
		count(runAll(payloads, l))
	}
	list := harness.NewKnown()
	list.Wild = known.Wild
	for i, p := range payloads {
		switch {
		case fails[i] == 0 || known.Covers(p.ID, kinds[i]):
		case decisive[i] == runs:
			list.Exact[p.ID] = kinds[i]
		default:
			list.Flaky[p.ID] = kinds[i]
		}
	}
	if err := list.Write(knownPath, intro, details); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs in %v: %d fail, %d of them not always; wrote %s", len(payloads), time.Since(start).Round(time.Second), len(list.Exact)+len(list.Flaky), len(list.Flaky), knownPath)
}

// logSlowest logs the payloads that took the most wall time, to keep an
// eye on the cost of the corpus.
func logSlowest(t *testing.T, payloads []harness.Payload, results []result) {
	order := make([]int, len(payloads))
	var total time.Duration
	for i := range order {
		order[i] = i
		total += results[i].outcome.Wall
	}
	sort.Slice(order, func(a, b int) bool { return results[order[a]].outcome.Wall > results[order[b]].outcome.Wall })
	var s []string
	for _, i := range order[:min(10, len(order))] {
		s = append(s, fmt.Sprintf("%s %v", payloads[i].ID, results[i].outcome.Wall.Round(10*time.Millisecond)))
	}
	t.Logf("wall time of the runs: %v in all; the slowest: %s", total.Round(time.Second), strings.Join(s, ", "))
}
