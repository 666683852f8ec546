package modules

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// reGenPattern makes a random pattern of the native matcher's subset (and
// some outside it, which both sides then run with regexp2).
func reGenPattern(rnd *rand.Rand, d int) string {
	atoms := []string{"a", "b", "c", ".", `\w`, `\W`, `\d`, `\s`, `\S`, "[ab]", "[^a]", `[a\d]`, "[b-c_]",
		`[^\w\n]`, "é", "1", " ", `\n`, `[\W\d]`, `\.`, "x", "ü"}
	anchors := []string{"^", "$", `\b`, `\B`, `\A`, `\Z`}
	r := rnd.Float64()
	switch {
	case d > 3 || r < 0.35:
		if rnd.Float64() < 0.12 {
			return anchors[rnd.Intn(len(anchors))]
		}
		return atoms[rnd.Intn(len(atoms))]
	case r < 0.55:
		var b strings.Builder
		for n := 1 + rnd.Intn(3); n > 0; n-- {
			b.WriteString(reGenPattern(rnd, d+1))
		}
		return b.String()
	case r < 0.7:
		return "(" + reGenPattern(rnd, d+1) + ")"
	case r < 0.78:
		return "(?:" + reGenPattern(rnd, d+1) + ")"
	case r < 0.88:
		var alts []string
		for n := 2 + rnd.Intn(2); n > 0; n-- {
			alts = append(alts, reGenPattern(rnd, d+1))
		}
		return "(" + strings.Join(alts, "|") + ")"
	}
	inner := reGenPattern(rnd, d+1)
	if len([]rune(inner)) > 1 && !strings.HasPrefix(inner, "(") {
		inner = "(?:" + inner + ")"
	}
	qs := []string{"*", "+", "?", "{2}", "{1,3}", "{0,2}", "{2,}"}
	q := qs[rnd.Intn(len(qs))]
	if rnd.Float64() < 0.35 {
		q += "?"
	}
	return inner + q
}

// reCompareEngines runs pattern (compiled with flags) on subj with the
// native matcher and with regexp2, for every kind of match and every
// start position, and reports the first disagreement. ok is false when the
// native matcher does not take the pattern (or it does not compile).
func reCompareEngines(th *eval.Thread, pat string, flags int, subj string) (ok bool, diff string, err error) {
	p, err := reCompile(th, eval.NewStr(pat), flags)
	if err != nil || p.native == nil {
		return false, "", nil
	}
	ref := *p
	ref.native = nil
	s, err := p.subject(th, eval.NewStr(subj))
	if err != nil {
		return true, "", err
	}
	n := len(s.runes)
	for _, kind := range []int{progSearch, progAdvance, progMatch, progFull} {
		for pos := 0; pos <= n; pos++ {
			got, err1 := p.run(th, kind, s, pos, n)
			want, err2 := ref.run(th, kind, s, pos, n)
			if err1 != nil || err2 != nil {
				return true, "", fmt.Errorf("%q: %w", pat, errors.Join(err1, err2))
			}
			if !slices.Equal(got, want) {
				return true, fmt.Sprintf("pattern %q flags %d subject %q kind %d pos %d: native %v, regexp2 %v",
					pat, flags, subj, kind, pos, got, want), nil
			}
		}
	}
	return true, "", nil
}

// reFlagChoices are the flags the differential tests try (the native
// matcher does not take IGNORECASE, VERBOSE, LOCALE).
var reFlagChoices = []int{0, 0, 0, reFlagMultiline, reFlagDotAll, reFlagASCII}

// TestReNativeAgrees checks that the native matcher finds the same spans
// as regexp2 on random patterns and subjects, for every kind of match and
// every start position.
func TestReNativeAgrees(t *testing.T) {
	th := eval.NewThread(eval.NewInterp(), eval.Limits{}, nil, nil)
	rnd := rand.New(rand.NewSource(1))
	alphabet := []rune("abc _1é\n.xü")
	native := 0
	for i := 0; i < 2000; i++ {
		var pb strings.Builder
		for n := 1 + rnd.Intn(3); n > 0; n-- {
			pb.WriteString(reGenPattern(rnd, 0))
		}
		pat := pb.String()
		flags := reFlagChoices[rnd.Intn(len(reFlagChoices))]
		counted := false
		for j := 0; j < 3; j++ {
			subj := make([]rune, rnd.Intn(12))
			for k := range subj {
				subj[k] = alphabet[rnd.Intn(len(alphabet))]
			}
			ok, diff, err := reCompareEngines(th, pat, flags, string(subj))
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				break
			}
			if !counted {
				native++
				counted = true
			}
			if diff != "" {
				t.Error(diff)
			}
		}
	}
	if native < 700 {
		t.Errorf("only %d patterns ran natively", native)
	}
}

// FuzzReNativeAgrees is TestReNativeAgrees for the fuzzer: any pattern
// the native matcher takes must match as regexp2 does, on any subject.
//
//	go test ./modules -run '^$' -fuzz FuzzReNativeAgrees -fuzztime 5m
func FuzzReNativeAgrees(f *testing.F) {
	rnd := rand.New(rand.NewSource(2))
	for i := 0; i < 64; i++ {
		f.Add(reGenPattern(rnd, 0), "abc _1é\n.xü ab\nba", uint8(i))
	}
	f.Add(`(a|ab)(c|bcd)(d*)`, "abcd", uint8(0))
	f.Add(`\b\w+\b`, "héllo wörld", uint8(5))
	f.Fuzz(func(t *testing.T, pat, subj string, flagIndex uint8) {
		if len(pat) > 64 || len(subj) > 64 {
			return // the matchers backtrack: keep each case fast
		}
		// A deadline, not an operation budget: regexp2's budget is a
		// timeout derived from the operations left, which a loaded machine
		// (fuzz workers on every core) can pass spuriously.
		th := eval.NewThread(eval.NewInterp(), eval.Limits{Deadline: time.Now().Add(5 * time.Second)}, nil, nil)
		flags := reFlagChoices[int(flagIndex)%len(reFlagChoices)]
		_, diff, err := reCompareEngines(th, pat, flags, subj)
		var lim *eval.LimitError
		if errors.As(err, &lim) {
			return // a pattern too costly to try: not a disagreement
		}
		if err != nil {
			t.Fatal(err)
		}
		if diff != "" {
			t.Error(diff)
		}
	})
}

// TestReNativeDeep checks that a match recursing too deep for the native
// matcher is redone by regexp2.
func TestReNativeDeep(t *testing.T) {
	th := eval.NewThread(eval.NewInterp(), eval.Limits{}, nil, nil)
	p, err := reCompile(th, eval.NewStr(`(?:(a)b)+c|b`), 0)
	if err != nil || p.native == nil {
		t.Fatalf("not native: %v", err)
	}
	s, _ := p.subject(th, eval.NewStr(strings.Repeat("ab", 3*nMaxDepth)+"c"))
	if _, ok, _ := p.native.run(th, progSearch, s.runes, "", 0, nil); ok {
		t.Fatalf("native matcher did not give up")
	}
	spans, err := p.run(th, progSearch, s, 0, len(s.runes))
	if want := fmt.Sprint([]int{0, len(s.runes), len(s.runes) - 3, len(s.runes) - 2}); err != nil || fmt.Sprint(spans) != want {
		t.Fatalf("got %v %v, want %s", spans, err, want)
	}
}
