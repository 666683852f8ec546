package fuzz

import (
	"fmt"
	"testing"

	"github.com/pyinterp/pyinterp/fuzz/gen"
	"github.com/pyinterp/pyinterp/fuzz/harness"
)

// generatedSeeds is how many generated programs TestGenerated runs
// (seeds 1..generatedSeeds): about a minute on two workers.
const generatedSeeds = 60

const (
	generatedKnown      = "testdata/generated_known.txt"
	generatedKnownIntro = `# Generated programs (gen/<seed>, seeds of package gen) that still violate
# an invariant on main, with the kind of the violation. TestGenerated
# fails if a seed not listed here fails, and if a listed seed passes.
# "gen/* KIND" would let any seed fail with KIND; there is none: the
# structural accounting of issue 11 (one allocation path, one work path)
# has landed, so a seed that times out or overruns its memory is a
# regression.
# A change to the generator changes every program: rewrite the list with
#   go test ./fuzz -run TestGenerated -update-known
# and commit each new failure's minimized program into testdata/attacks.
`
)

// TestGenerated runs the first generated programs under the fuzzing
// limits and checks them against testdata/generated_known.txt.
func TestGenerated(t *testing.T) {
	if !harness.Supported {
		t.Skip("the harness measures runs through Linux's /proc")
	}
	var payloads []harness.Payload
	for seed := uint64(1); seed <= generatedSeeds; seed++ {
		payloads = append(payloads, harness.Payload{ID: fmt.Sprintf("gen/%d", seed), Code: gen.Program(seed, gen.Options{})})
	}
	checkKnown(t, payloads, harness.DefaultLimits, generatedKnown, generatedKnownIntro)
}

// fuzzRunner is the child process of one fuzzing process (go test -fuzz
// runs the target in worker processes, each with its own).
var fuzzRunner *harness.Runner

// FuzzGenerated is the native fuzz target over the harness: its input
// drives the generator's decisions (gen.FromBytes), so that mutations
// change programs locally while keeping them valid. The kinds that
// testdata/generated_known.txt lets any program fail with ("gen/*") are
// not failures here either (go test -fuzz stops at the first failure).
//
//	go test ./fuzz -run '^$' -fuzz FuzzGenerated -fuzztime 10m -parallel 1
func FuzzGenerated(f *testing.F) {
	if !harness.Supported {
		f.Skip("the harness measures runs through Linux's /proc")
	}
	known, err := harness.LoadKnown(generatedKnown)
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{"", "\x00", "a", "b", "c", "\xff\xfe\xfd\xfc"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if fuzzRunner == nil {
			fuzzRunner = newRunner()
		}
		code := gen.FromBytes(data, gen.Options{Statements: 20})
		o, err := fuzzRunner.Run(code, harness.DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range o.Check(harness.DefaultLimits) {
			if !known.Covers("gen/fuzz", f.Kind) {
				t.Fatalf("%s\n%s\n%s", f, o.Stack+o.Stderr, code)
			}
		}
	})
}
